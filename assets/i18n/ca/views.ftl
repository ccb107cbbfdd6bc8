# El que diuen les vistes (vegeu en/views.ftl). Botons i ordres en imperatiu (Resol, Desfés); el
# que l'aplicació diu a l'usuari, de vós (Feu clic, Premeu); les descripcions, en infinitiu.
# «Watch» és «Mira la cerca» a tota l'aplicació.

## El tauler lateral

side-help-name = Dreceres de teclat
side-help-tooltip = Dreceres de teclat{ $keys }
side-tagline = Col·loqueu n reines sense que cap n'ataqui una altra.
side-undo = Desfés
side-undo-tooltip = Desfés: { $what }{ $keys }
side-redo = Refés
side-redo-tooltip = Refés: { $what }{ $keys }
side-size-label = Mida
side-size-slider = Control lliscant de la mida
side-size-tooltip = Arrossegueu, o feu clic i escriviu una mida d'1 a { $max } (s'aplica amb Retorn). Els taulers de mida superior a { $whole } es mostren en una vista amb zoom i se'n cerquen les solucions de poques en poques. Un de més gran{ $bigger }, un de més petit{ $smaller }.
side-search = Cerca
side-all = Totes
side-all-tooltip = Totes les solucions. Alternar{ $keys }
side-unique = Úniques
side-unique-tooltip = Una solució per cada classe de simetria (les 8 rotacions i reflexions del tauler). Alternar{ $keys }
# Abans i després del nombre: «Fins a [1.000.000] en memòria».
side-keep-at-most = Fins a
side-in-memory = en memòria
side-cap-name = Límit de memòria
side-cap-tooltip = Solucions guardades en memòria; passat aquest nombre la cerca continua comptant
side-solve = Resol
side-solve-tooltip = Trobar les solucions i llistar-les (atura qualsevol cerca en curs)
side-most = Màxim de reines
side-most-tooltip = Col·locar tantes reines com hi càpiguen al voltant de les fixes, i demostrar que cap col·locació n'admet més
side-stop = Atura
side-stop-tooltip = Aturar la cerca en curs{ $keys }
side-count = Compta només
side-count-resume-tooltip = Reprendre en tots els nuclis el recompte aturat d'aquest tauler (fet: { $done ->
    [0] menys de l'1%
    [1] l'1%
    [11] l'11%
   *[other] el { $done }%
})
side-count-tooltip = Comptar les solucions totals i úniques en tots els nuclis, sense guardar-ne cap. «Atura» conserva el progrés, i el següent «Compta només» reprèn el recompte.
side-watch = Mira la cerca
side-watch-tooltip = Reproduir pas a pas una cerca en aquest tauler: tornada enrere, comprovació cap endavant, MRV o una cerca local (ascensió de turons, mínims conflictes, recuit simulat, algorisme genètic), a triar al plafó de Mira la cerca
side-saved = { $done ->
    [0] menys de l'1%
   *[other] { $done }%
} desat
side-saved-tooltip = Un recompte aturat d'aquest tauler: «Compta només» el reprèn
side-discard = Descarta
side-discard-name = Descarta el recompte desat
side-discard-tooltip = Esborrar el progrés desat: el recompte següent comença des del principi
side-stop-after = Atura a
side-limit-name = Límit
side-limit-unit = { $count ->
    [one] solució
   *[other] solucions
}
side-wide-limit-tooltip = Els taulers de mida superior a { $whole } es resolen amb una cerca de compleció i reparació que troba les solucions d'una en una; no les pot llistar totes, així que s'atura en arribar a aquest nombre
side-wide-note = Els taulers de mida superior a { $whole } sempre s'aturen abans d'acabar.
side-wide-detail = Els taulers de mida superior a { $whole } sempre s'aturen després d'unes poques solucions (com a màxim { $most }).
side-files = Fitxers
side-export = Exporta JSON…
side-export-tooltip = Desar les solucions llistades, o la col·locació de Màxim de reines, com a document JSON de Queenside{ $keys }
side-open = Obre JSON…
side-open-tooltip = Carregar un document de Queenside: un conjunt de solucions, o una col·locació de Màxim de reines{ $keys }
side-waiting-open = Esperant el diàleg d'obrir…
side-waiting-save = Esperant el diàleg de desar…
side-saving = Desant { $path }…
side-opening = Obrint { $path }…
side-open-path = Camí per obrir:
side-save-path = Camí on desar:
side-path-example = /camí/a/solucions.json
side-ok = D'acord
side-cancel = Cancel·la
side-light = Clar
side-dark = Fosc
side-to-light = Canvia al tema clar
side-to-dark = Canvia al tema fosc

## Pistes i reines fixes

queens-hints = Pistes
queens-hints-tooltip = Mostrar a cada casella buida quantes solucions contenen les reines fixes i hi tenen una reina; les caselles per on no passa cap solució surten ratllades
queens-hints-wide = Les pistes funcionen en taulers de fins a { $n }×{ $n }.
queens-hints-conflict = No hi ha pistes mentre hi hagi reines fixes que s'ataquin.
queens-hints-working = Comptant les solucions que passen per cada casella…
queens-fixed = Reines fixes ({ $count })
queens-clear = Esborra
queens-how = Feu clic en una casella per fixar-hi una reina; torneu-hi a fer clic per treure-la.
queens-remove-name = Treu { $square }
queens-remove-tooltip = Treure la reina de la casella { $square }

## El resultat d'un recompte o de Màxim de reines

card-placement-note = El tauler mostra la col·locació; «Resol» llista les solucions completes.
card-placing = Col·locant el màxim de reines…
card-count-title = Recompte del tauler { $n }×{ $n }
card-solutions = Solucions
card-unique = Úniques (una per classe de simetria)
card-rot90 = Invariants per un quart de volta
card-rot180 = Invariants per mitja volta
card-with-fixed = Amb les reines fixes a { $squares }.
card-copy-counts-tooltip = Copiar els recomptes en JSON, com els escriu `nqueens count`
card-copy-counts-what = els recomptes en JSON

## La llista de solucions

list-empty = No hi ha solucions llistades. Premeu Resol.
list-rows = Files
list-thumbnails = Miniatures
list-thumbnails-tooltip = Taulers petits: més fàcils de repassar que les xifres
list-copy = Copia
list-copy-tooltip = Copiar la solució seleccionada, tal com l'escriu la llista
list-capped = Es mostren les primeres { $shown }; { $found } trobades en total (límit de memòria).
list-searching = Cercant…
list-none = Cap solució.
list-name = Llista de solucions
list-solution-name = Solució { $number }: { $cols }
list-copy-what = la solució { $number }
list-hint-unique = { $how }. ×k: quants taulers diferents conté la seva classe de rotacions i reflexions
list-hint-unique-fixed = { $how }. ×k: quantes de les seves 8 rotacions i reflexions contenen les reines fixes

## El tauler

board-name = Tauler
board-fit = Ajusta
board-fit-tooltip = Mostrar tot el tauler
board-zoom-out = Allunya
board-zoom-in = Apropa
board-in-view = { $cols } × { $rows } caselles a la vista · la roda o el pessic fan zoom, arrossegar desplaça
board-zoom-to-fix = Les caselles són massa petites per apuntar-hi: un clic hi apropa la vista, i el següent hi fixa una reina
board-square-attacked = reina fixa, atacada
board-square-fixed = reina fixa
board-square-queen = reina
board-square-empty = buida

## Les dreceres de teclat

key-title = Dreceres de teclat
key-hint-one = ({ $key })
key-hint-two = ({ $first } o { $second })
key-solve = Resol
key-stop = Aturar la cerca o la comparació en curs (si no, tancar el problema en joc) i portar el focus al tauler
key-open = Obrir un document
key-export = Exportar les solucions o la col·locació
key-copy = Copiar la solució seleccionada
key-redo = Refés
key-undo = Desfés
key-bigger = Augmentar en u la mida del tauler
key-smaller = Reduir en u la mida del tauler
key-filter = Alternar entre totes les solucions i les úniques
key-tree = Mostrar o amagar l'arbre de la cerca
key-compare = Obrir o tancar la comparació de cerques
key-help = Mostrar o amagar aquesta llista
key-tab = Tab
key-tab-what = Moure el focus; el tauler i la llista de solucions també el reben
key-arrows = Fletxes
key-arrows-what = Tauler: moure el cursor. Llista: seleccionar la solució següent o l'anterior
key-home-end = Inici / Fi
key-home-end-what = Tauler: la primera o l'última casella de la fila. Llista: la primera o l'última solució
key-pages = Re Pàg / Av Pàg
key-pages-what = Tauler: la fila superior o la inferior. Llista: 20 solucions amunt o avall
key-space-enter = Espai o Retorn
key-space-enter-what = Tauler: fixar o treure una reina a la casella del cursor
key-space = Espai
key-name-enter = Retorn
key-name-escape = Esc
key-name-shift = Maj
key-right = Fletxa dreta
key-left = Fletxa esquerra
key-watch-play = Mira la cerca: reproduir o posar en pausa
key-watch-step = Mira la cerca: un pas endavant
key-watch-back = Mira la cerca: un pas enrere

## Peces compartides

widget-copy = Copia
widget-earlier = D'un tauler anterior: el tauler ha canviat des d'aleshores. «Desfés» recupera aquell tauler.
widget-solutions = Solucions
