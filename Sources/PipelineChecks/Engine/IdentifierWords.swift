/// The words of a name as identifiers and file names write them:
/// `CalendarDebugView` is calendar, debug, view; `HTTPServer_v2` is http,
/// server, v2; lower-cased.
enum IdentifierWords {
    static func words(of name: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last {
                // `calendarDebug`: a capital after a lower-case letter starts a word;
                // `HTTPServer`: so does the last capital of a run before a lower-case letter.
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if last.isLowercase || last.isNumber || (last.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
