# What the views say: the side panel, the fixed queens, the result card, the list, the
# board, the shortcuts and the shared widgets. $keys is a command's shortcut as a
# tooltip ends with it, space first: " (Ctrl+Z)".

## The side panel (panels/side.rs)

side-help-name = Keyboard shortcuts
side-help-tooltip = Keyboard shortcuts{ $keys }
side-tagline = Place n queens, no two attacking.
side-undo = Undo
# $what: what the undo takes back, as the state names it.
side-undo-tooltip = Undo: { $what }{ $keys }
side-redo = Redo
side-redo-tooltip = Redo: { $what }{ $keys }
side-size-label = Board size
side-size-slider = Board size slider
# $max: the largest size (10,000); $whole: the largest board drawn whole (64).
side-size-tooltip = Drag, or click and type a size from 1 to { $max } (applied on Enter). Boards past { $whole } are shown in a zoomable view and solved a few solutions at a time. One larger{ $bigger }, one smaller{ $smaller }.
side-search = Search
side-all = All
side-all-tooltip = Every solution. Switch{ $keys }
side-unique = Unique
side-unique-tooltip = One solution per class under the 8 rotations and reflections of the board. Switch{ $keys }
# Before and after the memory cap's number field: "Keep at most [1,000,000] in memory".
side-keep-at-most = Keep at most
side-in-memory = in memory
side-cap-name = Memory cap
side-cap-tooltip = Solutions held in memory; past this the search keeps counting
side-solve = Solve
side-solve-tooltip = Find the solutions and list them (stops any running search)
side-most = Most queens
side-most-tooltip = Place as many queens as fit around the fixed ones, and prove no placement holds more
side-stop = Stop
side-stop-tooltip = Stop the running search{ $keys }
side-count = Count only
# $done: the share of the count done, as a percentage.
side-count-resume-tooltip = Resume the stopped count of this board ({ $done ->
    [0] under 1%
   *[other] { $done }%
} done) on every core
side-count-tooltip = Count total and unique solutions on every core, storing none. Stop keeps the progress, and the next Count only resumes it.
side-watch = Watch
side-watch-tooltip = Play a search on this board, step by step: backtracking, forward checking, MRV, or a local search (hill climbing, min-conflicts, annealing, genetic), chosen in the Watch panel
side-saved = { $done ->
    [0] under 1%
   *[other] { $done }%
} saved
side-saved-tooltip = A stopped count of this board: Count only resumes it
side-discard = Discard
side-discard-name = Discard saved count
side-discard-tooltip = Delete the saved progress: the next count starts from the beginning
# A checkbox before the limit's number field, then the unit after it.
side-stop-after = Stop after
side-limit-name = Limit
side-limit-unit = { $count ->
    [one] solution
   *[other] solutions
}
side-wide-limit-tooltip = Boards past { $whole } are solved by a completion and repair search that finds solutions one at a time; it cannot list them all, so it stops after this many
side-wide-note = Boards past { $whole } always stop early.
side-wide-detail = Boards past { $whole } always stop after a few solutions (at most { $most }).
side-files = Files
side-export = Export JSON…
side-export-tooltip = Save the listed solutions, or the Most queens placement, as a Queenside JSON document{ $keys }
side-open = Open JSON…
side-open-tooltip = Load a Queenside document: a set of solutions, or a Most queens placement{ $keys }
side-waiting-open = Waiting for the open dialog…
side-waiting-save = Waiting for the save dialog…
side-saving = Saving { $path }…
side-opening = Opening { $path }…
side-open-path = Open path:
side-save-path = Save to path:
side-path-example = /path/to/solutions.json
side-ok = OK
side-cancel = Cancel
side-light = Light
side-dark = Dark
side-to-light = Switch to the light theme
side-to-dark = Switch to the dark theme

## Hints and fixed queens (panels/queens.rs)

queens-hints = Hints
queens-hints-tooltip = Show on each empty square how many solutions keep the fixed queens and put a queen there; squares no solution goes through are crossed out
queens-hints-wide = Hints work on boards up to { $n }×{ $n }.
queens-hints-conflict = No hints while fixed queens attack each other.
queens-hints-working = Counting the solutions through each square…
queens-fixed = Fixed queens ({ $count })
queens-clear = Clear
queens-how = Click a square to fix a queen there; click it again to remove it.
# $square: the square in chess notation (d5).
queens-remove-name = Remove { $square }
queens-remove-tooltip = Remove the queen on { $square }

## A count's or Most queens' result (panels/result_card.rs)

card-placement-note = The board shows the placement; Solve lists full solutions.
card-placing = Placing the most queens…
card-count-title = Count of the { $n }×{ $n } board
card-solutions = Solutions
card-unique = Unique (one per symmetry class)
card-rot90 = Kept by a quarter turn
card-rot180 = Kept by a half turn
# $squares: the fixed queens' squares, "a1, c2".
card-with-fixed = With the fixed queens { $squares }.
card-copy-counts-tooltip = Copy the counts as JSON, as `nqueens count` prints them
card-copy-counts-what = the counts as JSON

## The solution list (panels/solutions)

list-empty = No solutions listed. Press Solve.
list-rows = Rows
list-thumbnails = Thumbnails
list-thumbnails-tooltip = Small boards: easier to scan than digits
list-copy = Copy
list-copy-tooltip = Copy the selected solution, as the list writes it
list-capped = Showing the first { $shown }; { $found } found in all (memory cap).
list-searching = Searching…
list-none = No solutions.
list-name = Solution list
# What a screen reader says of a row: its number and its columns.
list-solution-name = Solution { $number }: { $cols }
# What the status line says was copied.
list-copy-what = solution { $number }
# $how: how to read a row (text/notation.rs); then what the ×k after a unique solution means.
list-hint-unique = { $how }. ×k: how many distinct boards its class of rotations and reflections holds
list-hint-unique-fixed = { $how }. ×k: how many of its 8 rotations and reflections keep the fixed queens

## The board (board/)

board-name = Board
board-fit = Fit
board-fit-tooltip = Show the whole board
board-zoom-out = Zoom out
board-zoom-in = Zoom in
board-in-view = { $cols } × { $rows } squares in view · wheel or pinch zooms, drag pans
board-zoom-to-fix = The squares are too small to aim at: a click zooms in here, and the next one fixes a queen
# What a screen reader says stands on a square (its name, d5, is said before).
board-square-attacked = fixed queen, attacked
board-square-fixed = fixed queen
board-square-queen = queen
board-square-empty = empty

## The keyboard shortcuts (shortcuts.rs)

key-title = Keyboard shortcuts
key-hint-one = ({ $key })
key-hint-two = ({ $first } or { $second })
key-solve = Solve
key-stop = Stop the running search or comparison (or else close the puzzle being played), and put focus on the board
key-open = Open a document
key-export = Export the solutions or the placement
key-copy = Copy the selected solution
key-redo = Redo
key-undo = Undo
key-bigger = A board one size larger
key-smaller = A board one size smaller
key-filter = Switch between all and unique solutions
key-tree = Show or hide the Watch's search tree
key-compare = Open or close Compare
key-help = Show or hide this list
key-tab = Tab
key-tab-what = Move focus; the board and the solution list take it too
key-arrows = Arrows
key-arrows-what = Board: move the cursor. List: select the next or previous solution
key-home-end = Home / End
key-home-end-what = Board: the row's first or last square. List: the first or last solution
key-pages = Page Up / Page Down
key-pages-what = Board: the top or bottom row. List: 20 solutions up or down
key-space-enter = Space or Enter
key-space-enter-what = Board: fix or remove a queen on the cursor's square
key-space = Space
# Key names in shortcuts (egui writes them in English).
key-name-enter = Enter
key-name-escape = Esc
key-name-shift = Shift
key-right = Right arrow
key-left = Left arrow
key-watch-play = Watch: play or pause
key-watch-step = Watch: one step forward
key-watch-back = Watch: one step back

## Shared pieces (widgets.rs)

widget-copy = Copy
widget-earlier = From an earlier board: the board has changed since. Undo brings that board back.
widget-solutions = Solutions
