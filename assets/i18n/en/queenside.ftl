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
