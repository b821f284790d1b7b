// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "HarborUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "HarborUI", targets: ["HarborUI"])],
    targets: [
        .target(name: "HarborUI", resources: [.process("Resources")]),
    ]
)
