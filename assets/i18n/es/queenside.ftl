# Las palabras de Queenside en castellano (véase en/queenside.ftl).

language-label = Idioma
language-tooltip = El idioma de la aplicación. Empieza siendo el del sistema; se guarda tu elección.

solutions-count = { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}

window-title = Queenside — N reinas
language-system = Sistema ({ $language })
