# The words of each search of the lab, found by the search's name (`lab::Algorithm::name`)
# rather than through a function of their own, so a new search brings its words here and
# needs no code in the app: its name, what it does (`watch-about-NAME`), its pseudocode a
# message a line (`watch-code-NAME-K`, K from 1; indents are the machine's), its parameters
# (`watch-PARAM`, `watch-PARAM-tip`, and `compare-params-NAME` given each by its name), and
# its own figures (`watch-figure-WORD` given $value and $most, `watch-figure-WORD-var`).
# Identifiers are translated alike in every line of an algorithm and in its variables.

## all-placements
watch-algorithm-all-placements = Every placement

## permutations
watch-algorithm-permutations = Permutations

## backtrack
watch-algorithm-backtrack = Backtracking
watch-about-backtrack = The textbook search: a queen per row, top to bottom, columns left to right; a step places a queen or takes the last one back.
watch-code-backtrack-1 = procedure place(row):
watch-code-backtrack-2 = if every row holds a queen: report a solution
watch-code-backtrack-3 = for col in row's columns, left to right:
watch-code-backtrack-4 = if col, row+col and row−col are all free:
watch-code-backtrack-5 = put a queen on (row, col); mark them used
watch-code-backtrack-6 = place(next empty row)
watch-code-backtrack-7 = take the queen back; free them
watch-code-backtrack-8 = return   ▷ no square left: back to the row above

## forward-checking
watch-algorithm-forward-checking = Forward checking
watch-about-forward-checking = Backtracking that looks ahead: each queen placed removes the squares it attacks from the empty rows (tinted), and a row left with none is a dead end at once.
watch-code-forward-checking-1 = procedure place(domains):
watch-code-forward-checking-2 = if every row holds a queen: report a solution
watch-code-forward-checking-3 = row ← the topmost empty row
watch-code-forward-checking-4 = for col in domain[row], left to right:
watch-code-forward-checking-5 = put a queen on (row, col)
watch-code-forward-checking-6 = remove the squares it attacks from every empty row's domain
watch-code-forward-checking-7 = if no domain is empty: place(domains)
watch-code-forward-checking-8 = take the queen back; restore the domains
watch-code-forward-checking-9 = return

## mrv
watch-algorithm-mrv = MRV
watch-about-mrv = Forward checking that fills next the empty row with the fewest squares left (the most constrained).
watch-code-mrv-1 = procedure place(domains):
watch-code-mrv-2 = if every row holds a queen: report a solution
watch-code-mrv-3 = row ← the empty row with the smallest domain (topmost if tied)
watch-code-mrv-4 = for col in domain[row], left to right:
watch-code-mrv-5 = put a queen on (row, col)
watch-code-mrv-6 = remove the squares it attacks from every empty row's domain
watch-code-mrv-7 = if no domain is empty: place(domains)
watch-code-mrv-8 = take the queen back; restore the domains
watch-code-mrv-9 = return

## hill-climbing
watch-algorithm-hill-climbing = Hill climbing
watch-about-hill-climbing = A queen in every row; each step moves one queen to the square that lowers h, the number of attacking pairs, the most. Each square shows the h the board would have if its row's queen moved there.
watch-code-hill-climbing-1 = board ← a random board (fixed queens kept)
watch-code-hill-climbing-2 = loop:
watch-code-hill-climbing-3 = if h(board) = 0: return board
watch-code-hill-climbing-4 = best ← the move with the least h (ties at random)
watch-code-hill-climbing-5 = if h(best) < h(board): board ← best; sideways ← K
watch-code-hill-climbing-6 = else if h(best) = h(board) and sideways > 0: board ← best; sideways ← sideways − 1
watch-code-hill-climbing-7 = else if restarts < R: board ← a random board; restarts ← restarts + 1
watch-code-hill-climbing-8 = else: return failure   ▷ stuck
watch-sideways = Sideways moves
watch-sideways-tip = How many moves in a row may keep h the same before the climb counts as stuck (K).
watch-restarts = Restarts
watch-restarts-tip = How many times a stuck climb may start again from a random board (R).
compare-params-hill-climbing = hill climbing with { $sideways ->
    [one] { $sideways } sideways move
   *[other] { $sideways } sideways moves
} and { $restarts ->
    [one] { $restarts } restart
   *[other] { $restarts } restarts
}
watch-figure-sideways-left = Sideways moves left: { $value }
watch-figure-sideways-left-var = sideways
watch-figure-restarts = Restarts so far: { $value }
watch-figure-restarts-var = restarts

## min-conflicts
watch-algorithm-min-conflicts = Min-conflicts
watch-about-min-conflicts = A queen in every row; each step takes a random queen under attack to the square of its row with the fewest conflicts.
watch-code-min-conflicts-1 = board ← a greedy board: row by row, a free column, the least attacked of a few tried (fixed queens kept)
watch-code-min-conflicts-2 = for step in 1 … max_steps:
watch-code-min-conflicts-3 = if h(board) = 0: return board
watch-code-min-conflicts-4 = row ← the row of a random free queen under attack
watch-code-min-conflicts-5 = col ← the square of row with the fewest conflicts (ties at random)
watch-code-min-conflicts-6 = move the queen of row to col
watch-code-min-conflicts-7 = return failure

## annealing
watch-algorithm-annealing = Simulated annealing
watch-about-annealing = A queen in every row; each step draws a random move, takes it if it lowers h, and otherwise takes it only by chance, less often as the temperature falls.
watch-code-annealing-1 = board ← a random board (fixed queens kept); T ← T0
watch-code-annealing-2 = for step in 1 … max_steps:
watch-code-annealing-3 = if h(board) = 0: return board
watch-code-annealing-4 = move ← a random move of a free queen
watch-code-annealing-5 = Δ ← h(move) − h(board)
watch-code-annealing-6 = if Δ < 0 or random() < e^(−Δ/T): board ← move
watch-code-annealing-7 = else: keep board   ▷ move refused
watch-code-annealing-8 = T ← T × cooling
watch-code-annealing-9 = return failure
watch-temperature = Start temperature
watch-temperature-tip = The temperature of the first step: the higher, the more often a worse move is taken.
watch-cooling = Cooling
watch-cooling-tip = Each step multiplies the temperature by this (1 keeps it constant).
compare-params-annealing = annealing from temperature { $temperature }, cooling { $cooling }
watch-figure-temperature = Temperature: { $value }
watch-figure-temperature-var = T

## genetic
watch-algorithm-genetic = Genetic algorithm
watch-about-genetic = Generations of complete boards: the fittest breed more often, children mix two parents and sometimes move a queen. The board shows the best of the generation.
watch-code-genetic-1 = population ← P random boards (fixed queens kept)
watch-code-genetic-2 = for generation in 1 … max_generations:
watch-code-genetic-3 = if h(best) = 0: return best
watch-code-genetic-4 = next ← the E best boards, unchanged
watch-code-genetic-5 = while next is not full:
watch-code-genetic-6 = x, y ← two parents, chance ∝ fitness
watch-code-genetic-7 = child ← x[..cut] + y[cut..]; with chance m move one row
watch-code-genetic-8 = add child to next
watch-code-genetic-9 = population ← next
watch-population = Population
watch-population-tip = How many boards each generation holds.
watch-mutation = Mutation
watch-mutation-tip = The chance, from 0 to 1, that a child has one queen moved at random.
watch-elite = Elite
watch-elite-tip = How many of the best boards go on to the next generation unchanged.
compare-params-genetic = genetic algorithm with population { $population }, mutation { $mutation }, elite { $elite }
watch-figure-generation = Generation: { $value }
watch-figure-generation-var = generation
watch-figure-best-fitness = Best fitness: { $value } of { $most } pairs not attacking
watch-figure-best-fitness-var = fitness(best)

## tabu
watch-algorithm-tabu = Tabu search
watch-about-tabu = A queen in every row; each step makes the best move, even a worse one, but never puts a queen back on a square it left in the last few moves, unless that beats the best board seen.
watch-code-tabu-1 = board ← a random board (fixed queens kept); tabu ← empty
watch-code-tabu-2 = for step in 1 … max_steps:
watch-code-tabu-3 = if h(board) = 0: return board
watch-code-tabu-4 = move ← the best move not tabu (a tabu one only if it beats the best h seen)
watch-code-tabu-5 = make move; add the square the queen left to tabu
watch-code-tabu-6 = if tabu holds more than tenure squares: forget the oldest
watch-code-tabu-7 = return failure
watch-tenure = Tabu tenure
watch-tenure-tip = How many moves a square a queen left stays tabu for it.
compare-params-tabu = tabu search with tenure { $tenure }
watch-figure-tabu-squares = Tabu squares: { $value }
watch-figure-tabu-squares-var = tabu squares
watch-figure-best-h = Best h seen: { $value }
watch-figure-best-h-var = best h
