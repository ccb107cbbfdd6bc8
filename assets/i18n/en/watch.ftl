# Watch: a search played on the board one step at a time (panel, status line, reasons).

watch-heading = Watching the search
watch-algorithm = Algorithm
watch-algorithm-tip = Choose the search to watch: choosing starts the Watch again from its first step.

watch-small = Watching is for small boards (up to about { $small } wide).
watch-too-big = Watching is for small boards (up to about { $small } wide): this one's search runs far longer than anyone can watch (Skip to end still counts it).

watch-seed = Seed
watch-seed-tip = The random generator's seed: the same seed plays the same run again.
watch-new-seed = New seed
watch-new-seed-tip = Start again with the next seed, for another run.
watch-bad-setup = These settings cannot run: { $reason }
watch-bad-elite = the elite must be smaller than the population, { $population } (it is { $elite })

watch-play = Play
watch-pause = Pause
watch-play-tip = Play the search at the speed below, or pause it ({ $key })
watch-step-back = Step back
watch-step-back-tip = Undo the last step exactly ({ $key })
watch-step = Step
watch-step-tip = One step of the search ({ $key })
watch-to-next-solution = To next solution
watch-to-next-solution-tip = Run on until the next solution is complete
watch-skip-to-end = Skip to end
watch-skip-to-end-tip = Run the search to its end: the counters give the whole search's figures
watch-restart = Restart
watch-restart-tip = Back to before the first step
watch-speed = Speed
watch-speed-tip = Steps a second while playing, from 1 to one a frame. The counters stay exact at any speed.
watch-every-frame = every frame
watch-steps-per-second = { $steps ->
    [one] { $steps } step/s
   *[other] { $steps } steps/s
}

watch-counters = Counters
watch-depth = Depth: { $depth } of { $rows }
watch-steps = Steps: { $steps }
watch-local-steps-tip = Steps taken: moves, refused moves, restarts or generations
watch-nodes = Partial solutions visited (nodes): { $nodes }
watch-nodes-tip = Partial placements visited, the board with only the fixed queens included
watch-state-space = State space
watch-state-space-systematic = Initial state: the board with only the fixed queens. Successor function: put a queen on a square no queen attacks in an empty row (the next one; with MRV, the one with the fewest squares left). Goal test: a queen in every row, none attacking another. Path cost: one for each queen placed (every solution costs the same).
watch-state-space-local = States: complete boards, a queen in every row. Initial state: a random board. Successor function: move one queen to another square of its row (the genetic algorithm: breed new boards by crossover and mutation). Goal test: h = 0, no pair attacking. Path cost: not counted: only the board reached matters.
watch-state-space-min-conflicts = States: complete boards, a queen in every row. Initial state: a greedy board (row by row, top to bottom, each queen in a column no queen holds yet: the first free of attacks, or else the least attacked, of a few tried at random). Successor function: move one queen to another square of its row. Goal test: h = 0, no pair attacking. Path cost: not counted: only the board reached matters.
watch-solutions = Solutions: { $solutions }
watch-backtracks = Backtracks: { $backtracks }
watch-checks = Attack checks: { $checks }
watch-checks-tip = Tests of whether a queen attacks a square
watch-nodes-by-row = Nodes by row (the row of the last queen placed):
watch-fixed-only = fixed only
watch-rank-row = rank { $rank } (row { $row })
watch-path = Search path
watch-path-tip = The queen of each row, top to bottom; [fixed queens] stay where they are
watch-h = h = { $h }
watch-h-tip = The cost h: pairs of queens that attack each other, whatever stands between
watch-move = Last move: { $from } to { $to }
watch-move-none = Last move: none yet
watch-best-boards = The best boards of this generation:
watch-code = Code
watch-code-tip = The algorithm's pseudocode: the line the last step ran is highlighted; below, the variables of the current frame.
watch-variables = Variables

watch-press-first = Press Watch first: it plays the search on the board shown.
watch-board-changed = The board changed since this Watch began: press Watch to watch this one.
watch-over-step-back = The search is over: Restart, or step back.
watch-over-restart = The search is over: Restart to play it again.
watch-at-start = This is the start of the search.

watch-running-next = Running on to the next solution… step { $steps }
watch-running-end = Running on to the end… step { $steps }
watch-over = The search is over: { $solutions ->
    [one] { $solutions } solution
   *[other] { $solutions } solutions
} in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}.
watch-solution-found = Solution { $number } found.
watch-ready = Ready: press Play or Step.
watch-step-n = Step { $steps }.
watch-placed = Step { $steps }: queen placed on { $square }.
watch-placed-refused = Step { $steps }: { $refused ->
    [one] { $refused } square refused
   *[other] { $refused } squares refused
}, queen placed on { $square }.
watch-removed = Step { $steps }: no square left in its row: the queen on { $square } is taken back.
watch-removed-refused = Step { $steps }: { $refused ->
    [one] { $refused } square refused
   *[other] { $refused } squares refused
}, no square left in its row: the queen on { $square } is taken back.
watch-dead-end = Step { $steps }: queen placed on { $square }, and an empty row has no square left: a dead end.
watch-taken-back = Step { $steps }: the queen on { $square } is taken back.
watch-local-move = Step { $steps }: the queen on { $from } moves to { $to }; h = { $h }.
watch-local-stay = Step { $steps }: the queen on { $from } stays, its square is already the best; h = { $h }.
watch-local-reject = Step { $steps }: the move from { $from } to { $to } is refused at temperature { $temperature }; h = { $h }.
watch-local-restart = Step { $steps }: stuck; restart { $restart } from a random board, h = { $h }.
watch-local-generation = Step { $steps }: generation { $generation } bred; its best board has h = { $h }.
watch-local-no-goal = No solution keeps these fixed queens (the count with them is 0): here a local search can only run out of steps. Remove a fixed queen to give it a goal.
watch-local-solved = Solved: h = 0 after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}.
watch-local-over = The run is over, out of steps: h = { $h } after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}.
watch-local-stuck = The run is over, stuck: no move lowers h = { $h } and no sideways move or restart is left, after { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}.
watch-status-systematic = Watch: { $now } · { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} · { $solutions ->
    [one] { $solutions } solution
   *[other] { $solutions } solutions
} · { $backtracks ->
    [one] { $backtracks } backtrack
   *[other] { $backtracks } backtracks
}.
watch-status-local = Watch: { $now }.

# The code pane: the names of the frame's variables (each search's pseudocode and its own
# figures are in searches.ftl). Identifiers are translated alike in the code and here.

watch-var-row = row
watch-var-col = col
watch-var-rank = { $row } (rank { $rank })
watch-var-used-columns = used columns
watch-var-used-sums = used row+col
watch-var-used-differences = used row−col
watch-var-domain = domain[row]
watch-var-empty-domains = empty domains (ranks)
watch-var-h = h(board)
watch-var-move = move

# A parameter out of its range (any parameter, named by its field).
watch-bad-range = { $param } must be from { $min } to { $max } (it is { $value })
