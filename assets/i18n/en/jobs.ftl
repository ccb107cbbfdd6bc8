## Questions and popups, and jobs that stop

# While a question shows, every other control waits for its answer.
answer-question-first = Answer the question first: Enter goes ahead, Esc cancels.
# While the path field is open, every other control waits for it.
finish-path-first = Finish with the path first: Enter uses it, Esc cancels.
# $kept: solutions undo holds now; $cap: the memory cap; $listed: the list shown; $what: what the person asked for ("Solve").
undo-cap-question = Undo holds { $kept ->
    [one] { $kept } solution
   *[other] { $kept } solutions
} of the { $cap } kept in memory at most, so it cannot also keep the { $listed ->
    [one] solution
   *[other] { $listed } solutions
} shown now. { $what } anyway? Undo will then bring back the board, not this list, and you will not be asked again.
file-cancel = Cancel
file-cancel-tooltip = Stop this file operation: nothing is opened, and an export leaves any earlier file whole.
file-cancelled = Cancelled: { $path }.
file-job-failed = The file operation stopped unexpectedly ({ $what }); nothing was changed.
hints-failed = The hints could not be worked out ({ $what }).
compare-failed = Compare stopped unexpectedly ({ $what }); the rows measured before stand.
