# Juga: resoldre un problema a mà (src/app/panels/play.rs, src/app/board/play.rs).

play-open = Juga
play-open-tooltip = Resoldre un problema: un tauler amb algunes reines donades i una sola manera de completar-lo{ $keys }
play-title = Joc
play-board-name = Tauler del problema
play-making = Preparant un problema…
play-task = Col·loqueu una reina a cada fila sense que dues s'ataquin. Les reines amb anella són donades i no es mouen.
play-heading = Problema { $n }×{ $n }, { $grade }
play-grade-easy = fàcil
play-grade-medium = intermedi
play-grade-hard = difícil
play-grade-any = qualsevol nivell
play-grade-label = Nivell
play-grade-tooltip = Dificultat dels problemes que fa «Problema nou»: els fàcils es resolen sense temptejar (sense tornar enrere); els intermedis, amb un tempteig; els difícils, amb més
play-from-file = Problema { $index }/{ $count } del fitxer { $file }
play-previous = Anterior
play-next = Següent
play-previous-tooltip = El problema anterior del fitxer
play-next-tooltip = El problema següent del fitxer
play-placed = Reines: { $placed }/{ $n }
play-progress = Moviments: { $moves } · Pistes: { $hints } · Temps: { $time }
play-solved = Resolt en { $time }, amb { $moves ->
    [one] un moviment
   *[other] { $moves } moviments
} i { $hints ->
    [0] cap pista
    [one] una pista
   *[other] { $hints } pistes
}. Molt bé!
play-revealed = Es mostra la solució. Premeu «Problema nou» per tornar a jugar.
play-check = Comprova
play-check-tooltip = Dir quantes reines n'ataquen una altra, sense dir quines
play-conflicts = Mostra els conflictes
play-conflicts-tooltip = Anomenar les reines que n'ataquen una altra i marcar-les al tauler
play-hint = Pista
play-hint-tooltip = Col·locar una reina de la solució (les pistes es compten)
play-undo = Desfés la jugada
play-undo-tooltip = Desfer l'últim moviment{ $keys }
play-redo = Refés la jugada
play-redo-tooltip = Tornar a fer el moviment desfet{ $keys }
play-reveal = Mostra la solució
play-reveal-tooltip = Mostrar la solució (el problema s'acaba sense resoldre)
play-reveal-question = Voleu mostrar la solució? El problema s'acaba sense resoldre, i «Desfés» no el recupera.
play-new = Problema nou
play-new-tooltip = Fer un altre problema del tauler { $n }×{ $n }, del nivell triat
play-close = Tanca
play-close-tooltip = Tancar Juga (el problema es queda fins al següent){ $keys }
play-checked = { $count ->
    [0] Cap reina n'ataca cap altra.
   *[other] { $count } reines n'ataquen una altra.
}
play-dead-end = Cap reina n'ataca cap altra, però el tauler ja no es pot completar: hi ha una reina fora de la solució.
play-shown = En conflicte: { $queens }.
play-shown-none = Cap reina n'ataca cap altra.
play-sheet-count = Problemes per exportar
play-sheet-count-tooltip = Quants problemes fan «Exporta full de problemes» i «Exporta problemes» (un conjunt obert d'un fitxer s'exporta tal com és)
play-sheet = Exporta full de problemes…
play-sheet-tooltip = Desar problemes d'aquesta mida i nivell, numerats, amb les solucions a les últimes pàgines, en PDF, SVG o PNG, en l'idioma de l'aplicació
play-export = Exporta problemes…
play-export-tooltip = Desar problemes en JSON, un per línia, per tornar-hi a jugar o imprimir-los amb nqueens puzzle
play-file-name = reines-{ $n }x{ $n }-problemes
play-open-file = Obre problemes…
play-open-file-tooltip = Jugar problemes d'un fitxer JSON{ $keys }
play-saved-puzzles = { $count ->
    [one] un problema
   *[other] { $count } problemes
}
play-saved-sheet = un full amb { $count ->
    [one] un problema
   *[other] { $count } problemes
} en { $pages ->
    [one] una pàgina
   *[other] { $pages } pàgines
}
play-opened = S'han obert { $count ->
    [one] un problema
   *[other] { $count } problemes
} de { $path }.
play-bad-file = No és un fitxer de problemes vàlid: { $reason }
play-why-size = Els problemes es fan en taulers amb costats entre { $min } i { $max }; aquest tauler és { $n }×{ $n }.
play-why-grade = El tauler { $n }×{ $n } no té problemes de nivell { $grade }.
play-why-making = S'està preparant un problema.
play-why-no-game = Encara no hi ha cap problema: premeu Problema nou.
play-why-over = Aquest problema s'ha acabat: premeu «Problema nou».
play-why-given = Aquesta reina és donada: no es mou.
play-why-nothing = No hi ha res per desfer.
play-why-nothing-redo = No hi ha res per refer.
play-why-solved = El tauler ja és complet.
play-why-first = És el primer problema del fitxer.
play-why-last = És l'últim problema del fitxer.
play-gave-up = Aquesta vegada no ha sortit cap problema de nivell { $grade } del tauler { $n }×{ $n }; premeu Problema nou per tornar-ho a provar.
key-play = Obrir o tancar el joc

# Why a puzzle file could not be opened (after play-bad-file's "This is not a valid puzzle file:").
play-file-empty = el fitxer no conté cap problema
# $cap: el límit de memòria, un nombre de problemes.
play-file-past-cap = el fitxer conté més problemes que el límit de memòria ({ $cap })
play-file-not-json = la línia { $line } no és JSON
play-file-foreign = el problema { $puzzle } (línia { $line }) no és un problema de Queenside
play-file-missing = al problema { $puzzle } (línia { $line }) li falta el camp «{ $field }»
play-file-field = el camp «{ $field }» del problema { $puzzle } (línia { $line }) no és vàlid
play-file-version = el problema { $puzzle } (línia { $line }) té la versió { $found }, i aquesta versió de Queenside llegeix la versió { $reads }
play-file-size = el problema { $puzzle } (línia { $line }) és d'un tauler { $n }×{ $n }, i els problemes van de { $min }×{ $min } a { $max }×{ $max }
play-file-board = el tauler del problema { $puzzle } (línia { $line }) no és vàlid: { $reason }
play-file-no-completion = les reines del problema { $puzzle } (línia { $line }) no es poden completar, i un problema té exactament una manera de completar-se
play-file-many-completions = les reines del problema { $puzzle } (línia { $line }) es poden completar de més d'una manera, i un problema només en té una
play-file-wrong-solution = la «solution» del problema { $puzzle } (línia { $line }) no és l'única manera de completar les seves reines
play-file-wrong-grade = el problema { $puzzle } (línia { $line }) dona { $stated } com a «{ $field }», però l'avaluador obté { $found }
