# The web build (a browser page).
copy-link = Copy link
copy-link-explained = Copy the link of the board shown: whoever opens it sees this board with these queens fixed
copied-link = the link to this board
bad-link = This link cannot open its board ({ $reason }); here is the empty 8×8 board.
