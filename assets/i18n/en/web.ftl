# The web build (a browser page).
copy-link = Copy link
copy-link-explained = Copy the link of the board shown: whoever opens it sees this board with these queens fixed
copied-link = the link to this board
bad-link = This link cannot open its board ({ $reason }); here is the empty 8×8 board.
# Why a link opens no board: squares as the link wrote them (a8, b7); n, filter and view are the link's own words.
link-error-size = n = «{ $typed }» is not a board size: it must be a number from 1 to { $max }
link-error-square = { $square } is not a square of the { $n }×{ $n } board
link-error-same-square = { $square } is given twice
# $how is "row", "column" or "diagonal".
link-error-attacking = the queens on { $a } and { $b } attack each other { $how ->
    [row] along a row
    [column] along a column
   *[diagonal] along a diagonal
}
link-error-filter = filter = «{ $typed }»: the filters are all and unique
link-error-view = view = «{ $typed }»: the views are watch, hints and play
link-error-puzzle-size = puzzles are played on boards from 4 to 20 wide, not { $n }
link-error-not-a-puzzle = { $ways ->
    [0] its queens leave no way to finish the board, so they are no puzzle
   *[other] its queens leave more than one way to finish the board, so they are no puzzle: a puzzle has exactly one
}
