# Les paraules de Queenside en català (vegeu en/queenside.ftl).

language-label = Llengua
language-tooltip = La llengua de l'aplicació. Comença sent la del sistema; es desa la teva tria.

solutions-count = { $count ->
    [one] { $count } solució
   *[other] { $count } solucions
}

window-title = Queenside — N reines
language-system = Sistema ({ $language })
