# What `nqueens check` writes about a student's answers: a teacher's note on each file, then
# a summary line. The library writes them, for the command line (`--lang`). Counts come with
# the language's thousands separators; line numbers, sizes and values as digits alone.

# Names standard input where a file's name would be.
check-standard-input = standard input
# The last line, for several files.
check-summary = { $files ->
    [one] { $files } file
   *[other] { $files } files
}: { $correct } correct, { $wrong } not correct, { $unreadable } unreadable.

# A note's first line. $n is "?" when no answer gave the board's size; $exercise is "all",
# "unique" or "one"; $notation is how the answers were written.
check-heading = { $file } (n = { $n }, { $exercise ->
    [unique] one solution per symmetry class
    [one] one solution
   *[all] every solution
}, { $notation ->
    [boards] boards
    [lists-from-zero] lists from 0
    [lists-from-one] lists from 1
    [pairs] (row, column) pairs
    [squares] chess squares
    [number] a number
    [mixed] mixed notations
   *[none] nothing read
}): { $read ->
    [one] { $read } answer read
   *[other] { $read } answers read
}, { $valid } valid.
# The first line when the exercise is the count.
check-heading-count = { $file } (n = { $n }, the number of solutions)

# A wrong answer on line $line. $by is "position" when the queens ($a, $b, $queen) are named
# by their place in a list (from 1), else "square" ($a is a chess square or a (row, column)
# pair); $along is "row", "column" or "diagonal".
check-attack = Line { $line }: { $by ->
    [position] position { $a }
   *[square] { $a }
} and { $by ->
    [position] position { $b }
   *[square] { $b }
} attack each other along a { $along ->
    [row] row
    [column] column
   *[diagonal] diagonal
}.
check-same-square = Line { $line }: two queens on { $by ->
    [position] position { $queen }
   *[square] { $queen }
}.
check-wrong-size = Line { $line }: an answer of size { $size }, not { $n }.
check-not-square = Line { $line }: a board of { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
} and { $columns ->
    [one] { $columns } column
   *[other] { $columns } columns
}.
check-queen-count = Line { $line }: a board with { $placed ->
    [one] { $placed } queen
   *[other] { $placed } queens
}, not { $n }.
check-off-board = Line { $line }: { $number } is off the { $n }×{ $n } board.
# $why: what keeps the line from being read.
check-unreadable = Line { $line } cannot be read: { $why ->
    [brackets] a bracket is not closed or not opened
    [grouping] its numbers are grouped in different ways
    [mixed] it mixes chess squares and numbers
    [ragged-board] the board's rows are of different lengths
   *[huge] a number is far too big
}.
# After the first wrong answers and repeats listed.
check-more-wrong = … and { $more ->
    [one] { $more } more wrong answer
   *[other] { $more } more wrong answers
}.
check-more-repeats = … and { $more ->
    [one] { $more } more repeat
   *[other] { $more } more repeats
}.
check-repeat = Line { $line } repeats line { $first-line }.
# When one solution per symmetry class was asked for.
check-repeat-class = Line { $line } repeats line { $first-line }, or turns or mirrors it.
# $examples: the first missing solutions, written as the student wrote answers; $which is
# "some" when they are not all of them, else "all".
check-missing = { $count ->
    [one] { $count } solution is missing: { $examples }.
   *[other] { $which ->
        [some] { $count } solutions are missing, e.g. { $examples }.
       *[all] { $count } solutions are missing, { $examples }.
    }
}
check-missing-classes = { $count ->
    [one] { $count } class of solutions is missing: { $examples }.
   *[other] { $which ->
        [some] { $count } classes of solutions are missing, e.g. { $examples }.
       *[all] { $count } classes of solutions are missing, { $examples }.
    }
}
# One solution was asked for, and $read answers (not 1) were given.
check-not-one = One answer was asked for; { $read } were given.
# The count exercise: line $line gives $given; $expected is the published count.
check-no-number = No number found.
check-count-right = Line { $line } gives { $given }, the right count.
check-count-classes = Line { $line } gives { $given }, the number of classes under the board's symmetries; all solutions are { $expected }.
check-count-wrong = Line { $line } gives { $given }; it should be { $expected }.
# A note's last line.
check-correct = Correct.
check-not-correct = Not correct.
