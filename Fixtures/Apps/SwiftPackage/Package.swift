// swift-tools-version:5.9
import PackageDescription

// A package whose development language is German, whose target lives in
// Code/ (not Sources/) and leaves its Drafts/ out, with a test target in
// Checks/: only Code/Routes/Resources ships (issue 28).
let package = Package(
    name: "Routes",
    defaultLocalization: "de",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Routes", targets: ["Routes"])],
    targets: [
        .target(name: "Routes", path: "Code/Routes", exclude: ["Drafts"], resources: [.process("Resources")]),
        .testTarget(name: "RoutesTests", dependencies: ["Routes"], path: "Checks/RoutesTests"),
    ]
)
