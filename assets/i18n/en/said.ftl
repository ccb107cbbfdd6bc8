## Why a file could not be opened, and other errors the library reports by kind (the
## command line prints the library's own English for them).

file-error-empty = the file is empty
file-error-cut-short = the file ends too soon (at line { $line }): it may have been cut short
file-error-not-json = the file is not JSON (line { $line }, column { $column })
file-error-shape = the file is JSON but not a Queenside document (line { $line }, column { $column })
file-error-foreign = the file is not a Queenside document (solutions or Most queens)
file-error-missing = the file lacks its “{ $field }” field
file-error-field = the file's “{ $field }” field is not valid
# $found is the file's version, $reads the one this build reads.
file-error-version = the file's version { $found } is not supported (this version of Queenside reads version { $reads })
file-error-board = the file's board is not valid: { $reason }
file-error-placement = the file's placement of queens is not valid
file-error-count = the file says it holds { $stated } solutions but holds { $actual }
file-error-width = every solution in the file must list { $n } columns, one per row
file-error-bad-solution = solution { $number } in the file is not a solution of the { $n }×{ $n } board with its fixed queens
file-error-repeated = solution { $repeat } in the file repeats solution { $first }: a set lists each solution once
file-error-same-class = solution { $repeat } in the file is a rotation or reflection of solution { $first }: a set of unique solutions lists one of each
file-error-not-found = there is no such file
file-error-permission = permission denied
file-error-folder = it is a folder, not a file
file-error-system = the system reported an error ({ $reason })
board-error-size = the board size { $n } is out of range: it must be from 1 to { $max }
board-error-off-board = a fixed queen (row { $row }, column { $column }) is off the { $n }×{ $n } board
board-error-same-square = two fixed queens are on the same square (row { $row }, column { $column })
# $how is "row", "column" or "diagonal".
board-error-attacking = the fixed queens at row { $arow }, column { $acol } and row { $brow }, column { $bcol } attack each other along a { $how ->
    [row] row
    [column] column
   *[diagonal] diagonal
}

## Most queens' card
card-copy-placement-shown-tooltip = Copy the placement as the card shows it, in the notation the list uses
card-copy-placement-shown-what = the placement

## The notice strip above the board, before any notice
notice-strip-idle = Click a square to fix a queen there, then Solve. What the app has to tell you shows here.

## Why a run, an export or a copy failed: each reason the library or the app knows, in words;
## $detail is what the system or a panic said, which stays as it was written.

failure-no-thread = the system would not start a thread for it ({ $detail })
failure-no-worker = the browser would not start a Web Worker
failure-stopped = it stopped unexpectedly
failure-stopped-said = it stopped unexpectedly ({ $detail })
failure-broken = something went wrong inside it ({ $detail })
failure-download = the browser did not take the download ({ $detail })
# $reason is the library's account of why no puzzle could be made.
failure-puzzles = the puzzles could not be made ({ $reason })
failure-picture-format = the picture's format cannot be told from the name { $name }: name it .svg, .png or .pdf
failure-picture-not-built = this build writes no { $kind } pictures; SVG works
failure-picture-stopped = it was stopped before the picture was drawn
failure-picture = the picture could not be drawn ({ $detail })
checkpoint-damaged = the file is damaged ({ $detail })
checkpoint-not-a-file = it is not a plain file
checkpoint-foreign = the file is not a count's saved progress
checkpoint-version = the file was saved by another version of Queenside (count file version { $version })
checkpoint-mismatch = the file belongs to another count ({ $detail })
checkpoint-no-file-name = the path names no file
checkpoint-too-many-copies = too many damaged copies are kept next to it already
