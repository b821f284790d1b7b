import Foundation
import Testing

// Placeholder; filled in with end-to-end runs on the stringsdict/xcstrings fixture app.
