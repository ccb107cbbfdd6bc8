# The lab's windows: the search tree beside a Watch, and Compare.

tree-title = Search tree
tree-close = Close the tree
tree-toggle = Tree
tree-toggle-tooltip = Show the Watch's search tree: one node per partial solution visited, growing with each step
tree-hide-tooltip = Hide the search tree
tree-needs-watch = Press Watch first: the tree grows with the Watch's search.
tree-needs-systematic = The tree belongs to the systematic searches (backtracking, forward checking, MRV): local searches move on complete boards and grow no tree.
tree-summary = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
tree-cut = The tree stops at { $max } nodes: past that nobody can read it.
tree-legend = Blue: the path now. Green: solutions. Red: dead ends. Drag to pan, Ctrl and the wheel to zoom; click a node (or Tab to it and press Enter) to see its board.
tree-root = Root: the fixed queens only
tree-node = Node { $id }: { $queen }
tree-folded = { $count ->
    [one] { $count } node folded
   *[other] { $count } nodes folded
}: click to open
tree-unfold-tooltip = Right-click, or press Backspace, to fold this subtree again
tree-fold = Fold
tree-fold-tooltip = Fold the opened subtree of node { $id } back into one box (Backspace on a focused node does it too)
tree-preview = The board of node { $id }
tree-no-preview = Click a node to see its partial board here.
tree-clear-preview = Hide board
tree-clear-preview-tooltip = Stop showing the node's board
tree-fit = Show the whole tree
tree-fit-tooltip = Zoom out to the whole tree, and follow it as it grows until you pan or zoom
tree-follow = Follow the search
tree-follow-tooltip = Zoom in on the node the search is at, close enough to read the squares' names, and keep it in view as the search goes on

compare-title = Compare searches
compare-open = Compare…
compare-open-tooltip = Compare searches side by side on boards of several sizes: a table and plots
compare-algorithms = Searches
compare-choose-tooltip = Include { $name } in the comparison
compare-sizes = Sizes
compare-sizes-tooltip = Board sizes, separated by commas, like 8,16,32
compare-runs = Runs
compare-runs-tooltip = Runs of each local search on each size (a systematic search is the same every time: one run)
compare-seed = Seed
compare-seed-tooltip = Run i of a local search starts from seed + i: the same seed gives the same table
compare-max-steps = Max steps
compare-max-steps-tooltip = The most steps a local search takes on one board before it gives up; empty: each search's own (100,000, or 1,000 generations for genetic)
compare-params-from-watch = Take the parameters from the Watch
compare-params-from-watch-tooltip = Run the local searches with the parameters set in Watch search (sideways moves, restarts, temperature, cooling, population, mutation) rather than those set here
# $list: the parameters of each local search chosen, already written.
compare-params-here = Parameters set here: { $list }.
compare-params-watch = Parameters taken from the Watch: { $list }.
compare-start = Run comparison
compare-start-tooltip = Measure every search chosen on every size, away from the window
# Before a Compare run expected to take minutes. $time, $slowest: durations already written; $search: a search's name.
compare-question = This comparison is expected to take about { $time } on this machine, { $slowest } of it for { $search } on the { $n }×{ $n } board alone. Run it anyway? Stop comparison keeps the rows measured so far.
compare-stop = Stop comparison
compare-stop-tooltip = Stop the comparison: the rows so far stay
compare-progress = { $done } of { $total ->
    [one] { $total } row
   *[other] { $total } rows
}
compare-stopped = Stopped after { $done } of { $total ->
    [one] { $total } row
   *[other] { $total } rows
}.
compare-done = Done: { $total ->
    [one] { $total } row
   *[other] { $total } rows
}.
compare-col-algorithm = Search
compare-col-n = n
compare-col-runs = Runs
compare-col-solved = Solved
compare-col-steps = Median steps
compare-col-seconds = Median time
compare-col-solutions = Solutions
compare-col-nodes = Nodes
compare-col-checks = Attack checks
# The search spaces of the n×n board; each number already written.
compare-search-spaces = Search spaces of the { $n }×{ $n } board: C(n², n) = { $anywhere } placements of n queens anywhere, n^n = { $onearow } with one a row, n! = { $permutations } permutations.
compare-plot-solved = Share of runs solved against n
compare-plot-steps = Median steps against n
compare-plot-h = h over the steps of one run of { $search } (n = { $n }, seed { $seed })
compare-axis-n = Board size n
compare-axis-solved = Share solved
compare-axis-steps = log10 of steps
compare-axis-step = Step
compare-axis-h = h (pairs attacking)
compare-export = Export CSV…
compare-export-tooltip = Choose where to save the table as CSV, as nqueens compare --format csv writes it
# $name: the file's name; $folder: the folder it is in.
compare-saved = Saved the comparison as { $name } in the folder { $folder }.
compare-save-failed = Export failed: could not write { $path }: { $error }.
compare-already-running = A comparison is running: stop it first.
compare-nothing-running = No comparison is running.
compare-form-locked = The comparison running uses these: stop it to change them.
compare-export-running = Wait for the comparison to end, or stop it.
compare-export-empty = Nothing to export yet: run a comparison first.
compare-no-algorithm = Choose at least one search.
compare-bad-size = "{ $typed }" is not a board size: sizes go from 1 to { $max }, separated by commas.
compare-no-size = Type at least one board size, like 8,16,32.
compare-bad-runs = Runs must be a whole number, at least 1.
compare-bad-seed = The seed must be a whole number, 0 or more.
compare-bad-max-steps = Max steps must be a whole number, at least 1 (or leave it empty for each search's own limit).
compare-too-many = { $name } on a { $n }×{ $n } board would check too many boards: leave it out or use smaller boards.

## Saving the search tree and Compare's plots as pictures
save-picture = Save picture…
save-tree-tooltip = Save the whole search tree as a picture, labelled in this language: SVG or PNG, by the name's ending
save-plot-tooltip = Save this plot as a picture, labelled in this language: SVG or PNG, by the name's ending
picture-files = Pictures (SVG, PNG)
tree-picture-title = Search tree: { $search }, { $n }×{ $n } board
tree-picture-path = the path now
tree-picture-solution = solution
tree-picture-dead-end = dead end
tree-picture-other = other node
saved-tree = a picture of the search tree
saved-plot = a picture of the plot
compare-settings-row = Settings { $number }
compare-add-settings = Add settings
compare-add-settings-tooltip = Another row of parameters: each local search runs once per row, all in one table and one CSV (hill climbing with 0 and with 100 sideways moves, side by side)
compare-remove-settings = Remove
compare-remove-settings-tooltip = Take away settings { $number }
