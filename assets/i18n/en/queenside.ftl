# Queenside's words in English. Every message here has its twin in es/ and ca/;
# build.rs refuses a file that lacks one, or that uses a variable English is not given.
# Numbers come formatted for the language; $count chooses the plural form.

language-label = Language
language-tooltip = The language of the app. It starts as your system's; your choice is kept.

solutions-count = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}

# The window's title. "N-Queens" is the puzzle's name.
window-title = Queenside — N-Queens
# The language choice's entry that follows the system, with the system's language named.
language-system = System ({ $language })

## Numbers and durations

# A large count in short form; $value is already written (2.1, 2,1).
short-thousands = { $value } k
short-millions = { $value } M
short-billions = { $value } G
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
duration-years = { $count ->
    [one] { $count } year
   *[other] { $count } years
}
# $years is already written: "2.1 × 10^9".
duration-years-text = { $years } years
# A time too short to write in milliseconds.
duration-under-ms = under 1 ms
more-than-any-number = more than 10^308

## Boards and answers

unique-solutions-count = { $count ->
    [one] { $count } unique solution
   *[other] { $count } unique solutions
}
# $what: what was saved ("92 solutions", "the image").
saved-to = Saved { $what } to { $path }.
# $size is the board size $typed became; $n the same, written plainly, for "n×n".
size-clamped = Board sizes go from 1 to { $max }: { $typed } became { $size }, so the board is now { $n }×{ $n }.
not-a-size = “{ $typed }” is not a board size: type a whole number from 1 to { $max }. The board stays { $n }×{ $n }.
# A square's hint for screen readers, after the square's name.
square-attacked = attacked
square-dead = dead: no solution goes through it
square-solutions = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}
square-some-solutions = some solutions
# What the panel says of the hints of the board.
hints-keep = { $count ->
    [one] { $count } solution keeps these queens.
   *[other] { $count } solutions keep these queens.
}
hints-remove = None: remove a queen.
hints-remove-leaves = None: remove a queen. Removing { $square } leaves { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}.
hints-remove-leaves-some = None: remove a queen. Removing { $square } leaves some.
hints-too-many = Some solutions keep these queens (too many to count in time).
hints-not-decided = Not decided in time whether any solution keeps these queens.
hints-squares-not-decided = Some squares were not decided in time.
# $how is the library's word for the line: row, column or diagonal.
fixed-attack = { $a } and { $b } attack each other along a { $how }.
fixed-same-square = { $a } and { $b } are on the same square.
# $what names what was copied ("solution 5"); $text is what was copied.
copied = Copied { $what }: { $text }
copied-long = Copied { $what } ({ $length } characters): { $start }

## The status line

# The keyboard's square while the board has focus.
cursor = Cursor { $square } ·
search-heading-most = Placing the most queens…
search-heading-solve = Solving…
best-so-far = best so far { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}
# $rate is already written short: "12.3 k".
solutions-rate = { $rate } solutions/s
# $unit is the library's unit: "nodes" or "half-boards"; $short is $count written short.
steps-count = { $unit ->
    [half-boards] { $count ->
        [one] { $short } half-board
       *[other] { $short } half-boards
    }
   *[other] { $count ->
        [one] { $short } node
       *[other] { $short } nodes
    }
}
steps-rate = { $unit ->
    [half-boards] { $rate } half-boards/s
   *[other] { $rate } nodes/s
}
memory-cap-listing = memory cap: listing the first { $count }
list-still-shows = The list still shows { $solutions } of the { $n }×{ $n } board.
status-ready = Ready. Click squares to fix queens, then press Solve.
from-earlier-board = From an earlier board: { $text }
# How long a run took: "in 0.25 s", "3.4 k nodes in 0.25 s".
stats-time = in { $time }
stats-steps-time = { $steps } in { $time }
# $this is "this" for the board shown, "that" for an earlier one.
solve-none = Finished: no solutions exist for { $this ->
    [this] this
   *[that] that
} board ({ $stats }).
# $kind is "unique" when only unique solutions are listed, else "all".
solve-only = Finished: the only { $kind ->
    [unique] unique solution
   *[all] solution
} found ({ $stats }).
solve-all = Finished: all { $count } { $kind ->
    [unique] unique solutions
   *[all] solutions
} found ({ $stats }).
solve-limit = Limit reached: stopped after { $solutions } ({ $stats }).
solve-stopped = Stopped: { $solutions } found before the stop, an incomplete list ({ $stats }).
# A Solve stopped by the person's change of board (a click, a size, Clear).
solve-stopped-by-change = The board changed, which stopped the search of the { $n }×{ $n } board: { $solutions } found, an incomplete list ({ $stats }). Undo brings that board back.
solve-memory-cap = Memory cap reached: the list holds the first { $count } (export says complete: false).
count-resumed-stats = resumed with { $percent ->
    [0] under 1%
   *[other] { $percent }%
} already counted; this run { $stats }
count-done = Counted: { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}, { $unique } unique ({ $stats }). Nothing was stored.
count-stopped-at-start = Count stopped before any part of it was counted.
count-stopped = Count stopped { $percent ->
    [0] before 1% was counted
   *[other] at { $percent }%
}.
count-stopped-saved = Count stopped { $percent ->
    [0] before 1% was counted
   *[other] at { $percent }%
}. Its progress is saved ({ $saved ->
    [0] under 1%
   *[other] { $saved }%
} counted): press Count only to resume it.
count-stopped-not-saved = Count stopped { $percent ->
    [0] before 1% was counted
   *[other] at { $percent }%
}. Its progress is not saved.
count-stopped-by-change = The board changed, which stopped the count of the { $n }×{ $n } board { $percent ->
    [0] before 1% was counted
   *[other] at { $percent }%
}. Undo brings that board back.
most-queens-proven = Most queens: { $count } on { $this ->
    [this] this
   *[that] that
} { $n }×{ $n } board, proven ({ $stats }).
most-queens-stopped = Stopped: the best placement found holds { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}, not proven the most ({ $stats }).
most-queens-stopped-by-change = The board changed, which stopped Most queens on the { $n }×{ $n } board: the best placement found holds { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}, not proven the most ({ $stats }). Undo brings that board back.
# $reason says why, in the app's words (what the system said, if anything, in parentheses).
run-failed = Failed: { $reason }
# $what says what the file held.
opened = Opened { $name }: { $what }.
counting-lists-none = Counting: Count only lists no solutions (press Solve for them).
count-unfinished-resume = The count did not finish: press Count only to resume it.
count-unfinished = The count did not finish.
# $full is "full" when the placement is a whole solution, else "part".
best-searching = Best so far: { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}{ $full ->
    [full] , a full solution
   *[part] {""}
}. Searching for more…
best-proven = Most queens: { $count }{ $full ->
    [full] , a full solution
   *[part] {""}
}. Proven: no placement holds more.
best-not-proven = Best found: { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}{ $full ->
    [full] , a full solution
   *[part] {""}
}. Not proven: the search was stopped.
# $memory is already written: "72 MiB".
count-heading-resuming = Resuming: { $percent ->
    [0] under 1%
   *[other] { $percent }%
} was already counted (needs about { $memory })
count-heading-memory = Counting (needs about { $memory })…
count-heading = Counting…
solutions-so-far = { $count ->
    [one] { $count } solution so far
   *[other] { $count } solutions so far
}
time-left-estimating = estimating the time left…
time-left-finishing = finishing…
# $time is already written: "1 min 20 s".
time-left = about { $time } left

## Counts: the question before a long one

# $fixed: how many fixed queens the board holds. $machine: this machine's memory when the
# count needs more than half of it, else "none". $memory, $time: already written.
count-question = Counting the { $n }×{ $n } board{ $fixed ->
    [0] {""}
    [one] {" "}with { $fixed } fixed queen
   *[other] {" "}with { $fixed } fixed queens
} is expected to take about { $time } on { $cores ->
    [one] { $cores } core
   *[other] { $cores } cores
} and to need about { $memory } of memory{ $machine ->
    [none] .
   *[other] , more than half of this machine's { $machine }.
}
count-question-rest = The rest of the count of the { $n }×{ $n } board{ $fixed ->
    [0] {""}
    [one] {" "}with { $fixed } fixed queen
   *[other] {" "}with { $fixed } fixed queens
} ({ $percent ->
    [0] under 1%
   *[other] { $percent }%
} of it is saved) is expected to take about { $time } on { $cores ->
    [one] { $cores } core
   *[other] { $cores } cores
} and to need about { $memory } of memory{ $machine ->
    [none] .
   *[other] , more than half of this machine's { $machine }.
}
count-question-anyway = Count anyway? Stop keeps what is counted, and Count only resumes it later.
count-question-list = The list of { $listed ->
    [one] { $listed } solution
   *[other] { $listed } solutions
} is too big to keep for undo (with what undo keeps already, it would pass the memory cap of { $cap }): Undo will bring back the board, not the list.
sizing-heading = Sizing the count… (building tables)
# $time is already written: "3 h".
expected-to-take = expected to take about { $time }

## Pictures

image-files = Pictures (SVG, PNG, PDF)
sheet-files = Sheets (PDF, SVG)
sheet-while-running = Stop the search before exporting a sheet.
no-sheet-yet = No solutions listed yet: press Solve first.
sheet-too-big = A sheet holds at most { $max } boards, and { $listed } solutions are listed: set Stop after to { $max } or fewer and Solve again, or Export JSON instead.
# $max is the largest board side, written plainly.
text-too-wide = Copy as text draws boards up to { $max }×{ $max }: use Copy image for this one.
# $need and $room are in MiB; $room is the memory left under the tightest limit.
sheet-needs-memory = a sheet of { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
} needs about { $need } MiB of memory to draw, more than the { $room } MiB left: list fewer solutions (Stop after) and Solve again
sheet-not-png = A sheet is saved as PDF or SVG: name the file .pdf or .svg.
# What a saved picture held, for saved-to.
saved-board = a picture of the { $n }×{ $n } board
saved-sheet = a sheet of { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
} on { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
}
# $reason says why, in the app's words (what the system said, if anything, in parentheses).
export-failed = Export failed: { $reason }
copied-image = Copied the board as a { $width }×{ $height } image.
copied-board-text = Copied the board as text: · an empty square, ♕ a queen, ♛ a fixed queen.
copy-failed = Could not copy the board: { $reason }

## Notations (the text ♕ boards and chess squares a–h, 1–8 stay as they are)

notation-from-zero = Columns from 0
notation-from-one = Columns from 1
notation-squares = Chess squares
notation-from-zero-explained = Each row's column, counting the left column as 0, as files write them
notation-from-one-explained = Each row's column, counting the left column as 1, as books list them
notation-squares-explained = Each queen's square as in chess: files a, b, c… from the left, rank 1 at the bottom
notation-pairs = (row, column) pairs
notation-pairs-explained = Each queen as the pair (row, column), both counted from 0, row 0 at the top: the states of the course notebook
read-from-zero = Columns by row, top row first (0 = left column)
read-from-one = Columns by row, top row first (1 = left column)
read-squares = Squares by row, top row first
read-pairs = Queens as (row, column) pairs, top row first (both counted from 0)
# $how is one of the four above.
read-cut = { $how }; the first { $count } of each

## Why an action cannot be done now

# $conflict is fixed-attack or fixed-same-square.
cannot-start-conflict = Cannot start: { $conflict } Remove one of them.
# $reason says what is wrong with the board, in the app's words.
cannot-start = Cannot start: { $reason }.
# $n is the largest board these work on, written plainly.
count-too-wide = Counting works on boards up to { $n }×{ $n }: larger boards have far too many solutions to count.
most-queens-too-wide = Most queens works on boards up to { $n }×{ $n }; from 4×4 on, every larger board has a full solution (press Solve).
watch-too-wide = Watch works on boards up to { $n }×{ $n }, and is best on small ones: a step at a time, a { $n }×{ $n } board's search would outlast anyone watching.
nothing-running = Nothing is running.
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
nothing-to-answer = Nothing to answer.
count-owns-saved = The running count owns its saved progress: stop it first.
no-saved-count = No saved count of this board.
wait-for-file = Wait for the file being saved or opened.
stop-before-export = Stop the search before exporting.
nothing-to-export = Nothing to export yet: press Solve or Most queens first.
## What undo and redo name (after "Undo: ")

undo-fix = fix { $square }
undo-remove = remove { $square }
undo-clear = clear { $count ->
    [one] { $count } fixed queen
   *[other] { $count } fixed queens
}
# $old and $n are board sides, written plainly.
undo-board-size = board size { $old }×{ $old } to { $n }×{ $n }
undo-show-unique = show unique solutions
undo-show-all = show all solutions
# These also ask "… anyway?": the buttons' names.
undo-solve = Solve
undo-count = Count only
undo-most-queens = Most queens
undo-watch = Watch
undo-open = open { $name }
# The same, where it begins the question "… anyway?".
undo-open-question = Open { $name }
list-not-kept = The replaced list was not kept for undo (memory cap).

## Board and options

# $names: the queens removed, as square-named, separated by commas.
size-dropped-queens = The board is now { $n }×{ $n }: { $names } { $count ->
    [one] no longer fits and was removed.
   *[other] no longer fit and were removed.
}
# A square in the list's numbers, when it writes no chess squares: $from is 0 or 1, where
# its rows (from the top) and columns (from the left) start.
square-at-row-col = row { $row } from the top, column { $col } (both from { $from })
# The same in the fixed queens' list, where room is short (the list's notation says where counts start).
square-at-row-col-short = row { $row } from the top, col { $col }
# $listed and $wanted are "all" or "unique".
list-out-of-date = Out of date: this list holds { $listed ->
    [unique] unique
   *[all] all
} solutions and is incomplete, so it cannot be filtered here. Press Solve to list the { $wanted ->
    [unique] unique
   *[all] all
} ones.

## Runs and files

# $estimate is a number written as 5.0 × 10^9.
open-ended-search = About { $estimate } solutions, too many to list in full: showing solutions as they are found, up to your memory cap of { $cap }. Stop ends the search.
discarded-saved-count = Discarded the saved count of this board ({ $percent ->
    [0] under 1%
   *[other] { $percent }%
} done): the next count starts from the beginning.
could-not-discard = Could not discard the saved count: { $reason }.
search-failed = The search failed: { $reason }
puzzle-failed = No puzzle could be made: { $reason }
cannot-save-progress = Cannot save the count's progress ({ $reason }); the count goes on.
progress-not-saved = The count's progress was not saved: { $reason }.
saved-count-set-aside = The saved count could not be used ({ $reason }). The file was kept as { $kept }, next to it, and the count starts from the beginning.
saved-count-unusable = The saved count could not be used ({ $reason }), nor moved aside ({ $moving }). The count starts from the beginning and will not save its progress.
could-not-open = Could not open { $path }: { $reason }
could-not-open-too-big = Could not open { $path }: its board is { $n }×{ $n }, and the app shows boards up to { $max }×{ $max }. Use the command line for larger boards.
# $set is "complete" or "incomplete".
opened-solutions = { $solutions } of the { $n }×{ $n } board, { $set ->
    [complete] the complete set
   *[incomplete] an incomplete set
}
# $proven is "proven" or "not".
opened-placement = a placement of { $count ->
    [one] { $count } queen
   *[other] { $count } queens
} on the { $n }×{ $n } board, { $proven ->
    [proven] proven the most
   *[not] not proven the most
}
could-not-ask-for-file = Could not ask for a file: the system would not start a thread for it ({ $reason }).
could-not-open-file = Could not open the file: the system would not start a thread for it ({ $reason }).
could-not-export-file = Could not export the file: the system would not start a thread for it ({ $reason }).
json-files = Queenside documents (JSON)
csv-files = Tables (CSV)
no-file-dialog = No file dialog can open here (no desktop portal and no zenity). Type a path instead.
file-dialog-failed = The file dialog did not open (no desktop portal or zenity answered). Type a path instead.
saved-placement = the placement

## Reasons (after "Failed: ", "Could not discard the saved count: ")

cannot-delete-saved-count = cannot delete the saved count { $path }: { $reason }

## The notice strip and the question before an action

notice-dismiss = Dismiss
confirm-go-ahead = Go ahead
confirm-cancel = Cancel

## Words the panels show that were constants

export-image = Export image…
export-sheet = Export sheet…
copy-image = Copy image
copy-text = Copy as text
export-image-what = Save the board shown as a picture: its fixed queens, the solution or placement shown, and the hints if they are on. SVG, PNG or PDF, by the name's ending
export-sheet-what = Save the listed solutions on A4 pages, each board captioned with its number and columns, for printing. PDF or SVG, by the name's ending
copy-image-what = Copy the board shown as an image, to paste into a document
copy-text-what = Copy the board shown as text: · an empty square, ♕ a queen, ♛ a fixed queen
notation-label = Write as
none-yet = none yet: the fixed queens may allow none, and proving it can take long (Most queens shows how many fit)
hint-dead = No solution goes through
hint-attacked = A fixed queen attacks it

# A Watch board exported: under the board, the search and its step (and a local search's h).
picture-watch-caption = { $search }, step { $step }
picture-watch-caption-local = { $search }, step { $step }: h = { $h }
