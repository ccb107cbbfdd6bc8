# Play: solving a puzzle by hand (src/app/panels/play.rs, src/app/board/play.rs).
# $keys is a command's shortcut as a tooltip ends with it, space first: " (P)".

play-open = Play a puzzle
play-open-tooltip = Solve a puzzle: a board with a few queens given and exactly one way to complete it{ $keys }
play-title = Play
play-board-name = Puzzle board
play-making = Making a puzzle…
play-task = Place one queen in every row so that no two attack each other. The ringed queens are given and stay.
# $n: the board's width; $grade: a grade's name (play-grade-*).
play-heading = Puzzle { $n }×{ $n }, { $grade }
play-grade-easy = easy
play-grade-medium = medium
play-grade-hard = hard
play-grade-any = any grade
play-grade-label = Grade
play-grade-tooltip = How hard New puzzle makes it: easy puzzles need no guess, medium ones one, hard ones more
# $index: which puzzle of the set; $count: how many; $file: the file's name.
play-from-file = Puzzle { $index } of { $count } from { $file }
play-previous = Previous
play-next = Next
play-previous-tooltip = The puzzle before this one in the file
play-next-tooltip = The next puzzle in the file
# $placed: queens on the board, givens included; $n: the board's width.
play-placed = Queens: { $placed } of { $n }
# $time: minutes and seconds, 1:05.
play-progress = Moves: { $moves } · Hints: { $hints } · Time: { $time }
play-solved = Solved in { $time }, with { $moves ->
    [one] one move
   *[other] { $moves } moves
} and { $hints ->
    [0] no hints
    [one] one hint
   *[other] { $hints } hints
}. Well done!
play-revealed = The answer is shown. Make a new puzzle to play again.
play-check = Check
play-check-tooltip = Say how many queens attack another, without saying which
play-conflicts = Show conflicts
play-conflicts-tooltip = Name the queens that attack another, and mark them on the board
play-hint = Hint
play-hint-tooltip = Place one queen of the answer (hints are counted)
play-undo = Undo move
play-undo-tooltip = Take back the last move{ $keys }
play-redo = Redo move
play-redo-tooltip = Make the move taken back again{ $keys }
play-reveal = Reveal
play-reveal-tooltip = Show the answer (the puzzle then ends unsolved)
play-reveal-question = Show the answer? The puzzle then ends unsolved, and Undo cannot take it back.
play-new = New puzzle
play-new-tooltip = Make another puzzle of the { $n }×{ $n } board, of the grade chosen
play-close = Close
play-close-tooltip = Close Play (the puzzle stays until the next one){ $keys }
play-checked = { $count ->
    [0] No queen attacks another.
   *[other] { $count } queens attack another.
}
play-dead-end = No queen attacks another, but the board can no longer be completed: a queen is off the answer.
# $queens: the squares, such as "c5, f8".
play-shown = In conflict: { $queens }.
play-shown-none = No queen attacks another.
play-sheet-count = Puzzles for export
play-sheet-count-tooltip = How many puzzles Export puzzle sheet and Export puzzles make (a set opened from a file is exported as it is)
play-sheet = Export puzzle sheet…
play-sheet-tooltip = Save puzzles of this size and grade, numbered, with their answers on the last pages, as PDF, SVG or PNG, in the app's language
play-export = Export puzzles…
play-export-tooltip = Save puzzles as JSON, one a line, to play again or to print with nqueens puzzle
# The name Export puzzle sheet… and Export puzzles… suggest, before the extension.
play-file-name = queens-{ $n }x{ $n }-puzzles
play-open-file = Open puzzles…
play-open-file-tooltip = Play puzzles from a JSON file{ $keys }
play-saved-puzzles = { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
}
play-saved-sheet = a sheet of { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
} on { $pages ->
    [one] one page
   *[other] { $pages } pages
}
play-opened = Opened { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
} from { $path }.
play-bad-file = This is not a valid puzzle file: { $reason }
# Why a Play control cannot act now.
play-why-size = Puzzles are made on boards from { $min } to { $max } wide; this board is { $n }×{ $n }.
play-why-grade = The { $n }×{ $n } board has no { $grade } puzzles.
play-why-making = A puzzle is being made.
play-why-no-game = No puzzle yet: press New puzzle.
play-why-over = This puzzle is over: make a new one.
play-why-given = That queen is given: it stays.
play-why-nothing = Nothing to undo.
play-why-nothing-redo = Nothing to redo.
play-why-solved = The board is already complete.
play-why-first = This is the first puzzle of the file.
play-why-last = This is the last puzzle of the file.
play-gave-up = No { $grade } puzzle of the { $n }×{ $n } board turned up this time; press New puzzle to try again.
key-play = Open or close Play

# Why a puzzle file could not be opened (after play-bad-file's "This is not a valid puzzle file:").
play-file-empty = the file holds no puzzle
# $cap: the memory cap, a number of puzzles.
play-file-past-cap = the file holds more than { $cap } puzzles, past the memory cap
play-file-not-json = line { $line } is not JSON
play-file-foreign = puzzle { $puzzle } (line { $line }) is not a Queenside puzzle
play-file-missing = puzzle { $puzzle } (line { $line }) lacks its “{ $field }” field
play-file-field = the “{ $field }” field of puzzle { $puzzle } (line { $line }) is not valid
play-file-version = puzzle { $puzzle } (line { $line }) has version { $found }, and this version of Queenside reads version { $reads }
play-file-size = puzzle { $puzzle } (line { $line }) is on a { $n }×{ $n } board, and puzzles go from { $min }×{ $min } to { $max }×{ $max }
play-file-board = the board of puzzle { $puzzle } (line { $line }) is not valid: { $reason }
play-file-no-completion = the queens of puzzle { $puzzle } (line { $line }) cannot be completed, and a puzzle has exactly one completion
play-file-many-completions = the queens of puzzle { $puzzle } (line { $line }) can be completed in more than one way, and a puzzle has exactly one completion
play-file-wrong-solution = the “solution” of puzzle { $puzzle } (line { $line }) is not the one completion of its queens
play-file-wrong-grade = puzzle { $puzzle } (line { $line }) gives its “{ $field }” as { $stated }, but the grader finds { $found }
