# The words printed on sheets of solutions and of puzzles (PDF, PNG, SVG). The library
# writes them, for the app and for the command line (`nqueens puzzle --lang`).

# $page of $pages, at the foot of each page.
sheet-page = Page { $page } of { $pages }
sheet-solutions-title = Solutions of the { $n }×{ $n } board
sheet-fixed-none = Fixed queens: none.
# $listed: each fixed queen as "b4 [0, 1]".
sheet-fixed-listed = Fixed queens (chess square, [row, column]): { $listed }.
# $which is "unique" or "all"; $whole is "complete" or "partial".
sheet-filter = { $which ->
    [unique] Unique solutions (one for each class under the board's 8 rotations and reflections)
   *[all] All solutions
}: { $count }, { $whole ->
    [complete] all of them
   *[partial] not all: the search stopped before the end
}.
sheet-captions-from-zero = Each board's caption lists its queens' columns, row by row from the top (0 = left column).
sheet-captions-from-one = Each board's caption lists its queens' columns, row by row from the top (1 = left column).
sheet-captions-squares = Each board's caption lists its queens' chess squares, row by row from the top.
sheet-captions-pairs = Each board's caption lists its queens as (row, column) pairs, both counted from 0, row 0 at the top.
# Past the width where a caption can list the columns.
sheet-too-wide-caption = { $number }. ({ $n } columns: the solutions file lists them)
sheet-no-solutions = No solutions.
sheet-puzzles-title = Queens puzzles on the { $n }×{ $n } board
sheet-puzzles-task = Place a queen in every row so that no two queens attack each other. The blue queens are fixed: each puzzle has exactly one answer. The answers follow the puzzles, from a new page.
# $grade is "easy", "medium" or "hard".
sheet-puzzle-caption = Puzzle { $number } ({ $grade ->
    [easy] easy
    [medium] medium
   *[hard] hard
})
sheet-answers-title = Answers
sheet-answer-caption = Answer to puzzle { $number }
