# Watch: a search played on the board one step at a time (panel, status line, reasons).

watch-heading = Watching the search
watch-algorithm = Algorithm
watch-algorithm-tip = Choose the search to watch: choosing starts the Watch again from its first step.
watch-algorithm-all-placements = Every placement
watch-algorithm-permutations = Permutations
watch-algorithm-backtrack = Backtracking
watch-algorithm-forward-checking = Forward checking
watch-algorithm-mrv = MRV
watch-algorithm-hill-climbing = Hill climbing
watch-algorithm-min-conflicts = Min-conflicts
watch-algorithm-annealing = Simulated annealing
watch-algorithm-genetic = Genetic algorithm

watch-about-backtrack = The textbook search: a queen per row, top to bottom, columns left to right; a step places a queen or takes the last one back.
watch-about-forward-checking = Backtracking that looks ahead: each queen placed removes the squares it attacks from the empty rows (tinted), and a row left with none is a dead end at once.
watch-about-mrv = Forward checking that fills next the empty row with the fewest squares left (the most constrained).
watch-about-hill-climbing = A queen in every row; each step moves one queen to the square that lowers h, the number of attacking pairs, the most. Each square shows the h the board would have if its row's queen moved there.
watch-about-min-conflicts = A queen in every row; each step takes a random queen under attack to the square of its row with the fewest conflicts.
watch-about-annealing = A queen in every row; each step draws a random move, takes it if it lowers h, and otherwise takes it only by chance, less often as the temperature falls.
watch-about-genetic = Generations of complete boards: the fittest breed more often, children mix two parents and sometimes move a queen. The board shows the best of the generation.
watch-small = Watching is for small boards (up to about { $small } wide).
watch-too-big = Watching is for small boards (up to about { $small } wide): this one's search runs far longer than anyone can watch (Skip to end still counts it).

watch-sideways = Sideways moves
watch-sideways-tip = How many moves in a row may keep h the same before the climb counts as stuck (K).
watch-restarts = Restarts
watch-restarts-tip = How many times a stuck climb may start again from a random board (R).
watch-temperature = Start temperature
watch-temperature-tip = The temperature of the first step: the higher, the more often a worse move is taken.
watch-cooling = Cooling
watch-cooling-tip = Each step multiplies the temperature by this (1 keeps it constant).
watch-population = Population
watch-population-tip = How many boards each generation holds.
watch-mutation = Mutation
watch-mutation-tip = The chance, from 0 to 1, that a child has one queen moved at random.
watch-elite = Elite
watch-elite-tip = How many of the best boards go on to the next generation unchanged.
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
watch-sideways-left = Sideways moves left: { $left }
watch-restarts-done = Restarts so far: { $done }
watch-temperature-now = Temperature: { $temperature }
watch-generation = Generation: { $generation }
watch-best-fitness = Best fitness: { $fitness } of { $pairs } pairs not attacking
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

# The code pane: each algorithm's pseudocode, a message a line (indents are the code's),
# and the names and values of the frame's variables. Identifiers are translated alike in
# every line of an algorithm and in its variables.


watch-code-backtrack-1 = procedure place(row):
watch-code-backtrack-2 = if every row holds a queen: report a solution
watch-code-backtrack-3 = for col in row's columns, left to right:
watch-code-backtrack-4 = if col, row+col and row−col are all free:
watch-code-backtrack-5 = put a queen on (row, col); mark them used
watch-code-backtrack-6 = place(next empty row)
watch-code-backtrack-7 = take the queen back; free them
watch-code-backtrack-8 = return   ▷ no square left: back to the row above

watch-code-forward-checking-1 = procedure place(domains):
watch-code-forward-checking-2 = if every row holds a queen: report a solution
watch-code-forward-checking-3 = row ← the topmost empty row
watch-code-forward-checking-4 = for col in domain[row], left to right:
watch-code-forward-checking-5 = put a queen on (row, col)
watch-code-forward-checking-6 = remove the squares it attacks from every empty row's domain
watch-code-forward-checking-7 = if no domain is empty: place(domains)
watch-code-forward-checking-8 = take the queen back; restore the domains
watch-code-forward-checking-9 = return

watch-code-mrv-1 = procedure place(domains):
watch-code-mrv-2 = if every row holds a queen: report a solution
watch-code-mrv-3 = row ← the empty row with the smallest domain (topmost if tied)
watch-code-mrv-4 = for col in domain[row], left to right:
watch-code-mrv-5 = put a queen on (row, col)
watch-code-mrv-6 = remove the squares it attacks from every empty row's domain
watch-code-mrv-7 = if no domain is empty: place(domains)
watch-code-mrv-8 = take the queen back; restore the domains
watch-code-mrv-9 = return

watch-code-hill-climbing-1 = board ← a random board (fixed queens kept)
watch-code-hill-climbing-2 = loop:
watch-code-hill-climbing-3 = if h(board) = 0: return board
watch-code-hill-climbing-4 = best ← the move with the least h (ties at random)
watch-code-hill-climbing-5 = if h(best) < h(board): board ← best; sideways ← K
watch-code-hill-climbing-6 = else if h(best) = h(board) and sideways > 0: board ← best; sideways ← sideways − 1
watch-code-hill-climbing-7 = else if restarts < R: board ← a random board; restarts ← restarts + 1
watch-code-hill-climbing-8 = else: return failure   ▷ stuck

watch-code-min-conflicts-1 = board ← a greedy board: row by row, a free column, the least attacked of a few tried (fixed queens kept)
watch-code-min-conflicts-2 = for step in 1 … max_steps:
watch-code-min-conflicts-3 = if h(board) = 0: return board
watch-code-min-conflicts-4 = row ← the row of a random free queen under attack
watch-code-min-conflicts-5 = col ← the square of row with the fewest conflicts (ties at random)
watch-code-min-conflicts-6 = move the queen of row to col
watch-code-min-conflicts-7 = return failure

watch-code-annealing-1 = board ← a random board (fixed queens kept); T ← T0
watch-code-annealing-2 = for step in 1 … max_steps:
watch-code-annealing-3 = if h(board) = 0: return board
watch-code-annealing-4 = move ← a random move of a free queen
watch-code-annealing-5 = Δ ← h(move) − h(board)
watch-code-annealing-6 = if Δ < 0 or random() < e^(−Δ/T): board ← move
watch-code-annealing-7 = else: keep board   ▷ move refused
watch-code-annealing-8 = T ← T × cooling
watch-code-annealing-9 = return failure

watch-code-genetic-1 = population ← P random boards (fixed queens kept)
watch-code-genetic-2 = for generation in 1 … max_generations:
watch-code-genetic-3 = if h(best) = 0: return best
watch-code-genetic-4 = next ← the E best boards, unchanged
watch-code-genetic-5 = while next is not full:
watch-code-genetic-6 = x, y ← two parents, chance ∝ fitness
watch-code-genetic-7 = child ← x[..cut] + y[cut..]; with chance m move one row
watch-code-genetic-8 = add child to next
watch-code-genetic-9 = population ← next

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
watch-var-sideways = sideways
watch-var-restarts = restarts
watch-var-generation = generation
watch-var-fitness = fitness(best)

# Tabu search, and a parameter out of its range (any parameter, named by its field).
watch-algorithm-tabu = Tabu search
watch-about-tabu = A queen in every row; each step makes the best move, even a worse one, but never puts a queen back on a square it left in the last few moves, unless that beats the best board seen.
watch-tenure = Tabu tenure
watch-tenure-tip = How many moves a square a queen left stays tabu for it.
watch-bad-range = { $param } must be from { $min } to { $max } (it is { $value })
watch-var-tabu = tabu squares
watch-var-best-h = best h
watch-tabu-squares = Tabu squares: { $count }
watch-best-h = Best h seen: { $h }
watch-code-tabu-1 = board ← a random board (fixed queens kept); tabu ← empty
watch-code-tabu-2 = for step in 1 … max_steps:
watch-code-tabu-3 = if h(board) = 0: return board
watch-code-tabu-4 = move ← the best move not tabu (a tabu one only if it beats the best h seen)
watch-code-tabu-5 = make move; add the square the queen left to tabu
watch-code-tabu-6 = if tabu holds more than tenure squares: forget the oldest
watch-code-tabu-7 = return failure
