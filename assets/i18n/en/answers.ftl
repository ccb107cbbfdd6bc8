# Check answers (src/app/check/): a student's printed answers checked in the app. The
# note's own sentences (what is wrong, repeated, missing, the verdict) are check.ftl's.
# $keys is a command's shortcut as a tooltip ends with it, space first: " (A)".

answers-open = Check answers…
answers-open-tooltip = Check a student's answers: which are wrong, repeated or missing{ $keys }
key-answers = Open or close Check answers
answers-title = Check answers
answers-paste-label = Answers (paste the program's output)
answers-paste-hint = One answer a line: 1 3 0 2, boards of · and ♕, (row, column) pairs or chess squares
answers-open-file = Open a file…
answers-open-file-tooltip = Check a text file of answers (read as it is checked, however big)
answers-check = Check
answers-check-tooltip = Check the answers pasted above
answers-stop = Stop
answers-stop-tooltip = Stop the check
answers-exercise = Exercise
answers-exercise-all = Every solution
answers-exercise-unique = One per symmetry class
answers-exercise-one = One solution
answers-exercise-count = The count
answers-n-auto = n from the answers
answers-n-auto-tooltip = Read the board's size from the first answer (a count needs it given)
answers-n = Board size
# $lines: lines read so far.
answers-checking = Checking… { $lines ->
    [one] { $lines } line read
   *[other] { $lines } lines read
}
# Names pasted answers where the note names a file.
answers-pasted = Pasted answers
# Headings of the lists; $count: how many (the list may show fewer).
answers-wrong-heading = Wrong answers: { $count }
answers-repeats-heading = Repeats: { $count }
answers-missing-heading = Missing: { $count }
# Below a list that shows only the first ones.
answers-more = … and { $more } more
answers-pick-tip = Click to see it on the board
answers-board-name = Answer board
answers-board-empty = Click a wrong, repeated or missing answer to see it on this board.
# What the board shows: the answer on line $line, or missing solution $index of the list.
answers-board-line = Line { $line }
answers-board-missing = Missing solution { $index }
# The board as a screen reader reads it: the queens' squares, then the pair marked.
answers-board-marked = { $queens }; attacking: { $marked }
answers-not-drawn = This answer cannot be drawn on the { $n }×{ $n } board.
answers-nothing-read = No answers found. Paste lines such as 1 3 0 2 or [1, 3, 0, 2], boards of · and ♕, (row, column) pairs or chess squares.
# Why a check gave no report.
answers-failed-open = Could not open { $file }: { $said }
answers-failed-read = Reading stopped at line { $line }: { $said }
answers-failed-not-text = Line { $line } is not text: is this the program's printed output?
answers-failed-count-needs-n = The count needs the board's size: untick "n from the answers" and give it.
answers-failed-too-big = n = { $n } is too big to check: every solution up to 25, a count up to 27.
answers-failed-zero = The board's size must be at least 1.
answers-failed-stopped = The check stopped unexpectedly: { $said }
# Why a button is greyed out.
answers-why-empty = Paste the answers first
answers-why-running = A check is running: stop it first
answers-why-idle = No check is running
# The file dialog's filters.
answers-text-files = Text files
answers-all-files = All files
