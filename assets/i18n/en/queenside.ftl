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

under-one-percent = under 1%
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
cursor = Cursor { $square } (row { $row }, col { $col }) ·
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
solve-stopped = Stopped: { $solutions } found before the stop ({ $stats }).
solve-memory-cap = Memory cap reached: the list holds the first { $count } (export says complete: false).
count-resumed-stats = resumed with { $percent } already counted; this run { $stats }
count-done = Counted: { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}, { $unique } unique ({ $stats }). Nothing was stored.
count-stopped-at-start = Count stopped before any part of it was counted.
count-stopped = Count stopped at { $percent }.
count-stopped-saved = Count stopped at { $percent }. Its progress is saved ({ $saved } counted): press Count only to resume it.
count-stopped-not-saved = Count stopped at { $percent }. Its progress is not saved.
most-queens-proven = Most queens: { $count } on { $this ->
    [this] this
   *[that] that
} { $n }×{ $n } board, proven ({ $stats }).
most-queens-stopped = Stopped: the best placement found holds { $count ->
    [one] { $count } queen
   *[other] { $count } queens
}, not proven the most ({ $stats }).
# $reason is the library's, in English.
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
count-heading-resuming = Resuming: { $percent } was already counted (needs about { $memory })
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
