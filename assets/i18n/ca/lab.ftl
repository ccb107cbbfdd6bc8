# Les finestres del laboratori: l'arbre de cerca al costat de Mira la cerca, i Compara….

tree-title = Arbre de cerca
tree-close = Tanca l'arbre
tree-toggle = Arbre
tree-toggle-tooltip = Mostrar l'arbre de la cerca que esteu veient: un node per cada solució parcial visitada; creix a cada pas
tree-hide-tooltip = Amagar l'arbre de cerca
tree-needs-watch = Premeu primer Mira la cerca: l'arbre creix amb aquesta cerca.
tree-needs-systematic = L'arbre és de les cerques sistemàtiques (tornada enrere, comprovació cap endavant, MRV): les cerques locals es mouen entre taulers complets i no fan arbre.
tree-summary = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}
tree-cut = L'arbre s'atura a { $max } nodes: més enllà ningú no el pot llegir.
tree-legend = Blau: el camí actual. Verd: solucions. Vermell: atzucacs. Arrossegueu per desplaçar, Ctrl i la roda per ampliar; feu clic en un node (o arribeu-hi amb Tab i premeu Retorn) per veure'n el tauler.
tree-root = Arrel: només les reines fixes
tree-node = Node { $id }: { $queen }
tree-folded = { $count ->
    [one] { $count } node plegat
   *[other] { $count } nodes plegats
}: feu clic per desplegar
tree-unfold-tooltip = Clic dret, o Retrocés, per tornar a plegar aquest subarbre
tree-fold = Plega
tree-fold-tooltip = Tornar a plegar el subarbre desplegat del node { $id } en una sola capsa (també Retrocés sobre un node amb el focus)
tree-preview = El tauler del node { $id }
tree-no-preview = Feu clic en un node per veure'n aquí el tauler parcial.
tree-clear-preview = Amaga el tauler
tree-clear-preview-tooltip = Deixar de mostrar el tauler del node
tree-fit = Mostra l'arbre sencer
tree-fit-tooltip = Allunyar la vista fins a veure tot l'arbre, i seguir-lo mentre creix fins que el desplaceu o l'amplieu
tree-follow = Segueix la cerca
tree-follow-tooltip = Apropar la vista al node on és la cerca, prou per llegir els noms de les caselles, i mantenir-lo a la vista mentre la cerca avança

compare-title = Comparació de cerques
compare-open = Compara…
compare-open-tooltip = Comparar cerques, l'una al costat de l'altra, en taulers de diverses mides: una taula i gràfics
compare-algorithms = Cerques
compare-choose-tooltip = Incloure { $name } a la comparació
compare-sizes = Mides
compare-sizes-tooltip = Mides de tauler separades per comes, com ara 8, 16, 32
compare-runs = Execucions
compare-runs-tooltip = Execucions de cada cerca local a cada mida (una cerca sistemàtica és sempre igual: una execució)
compare-seed = Llavor
compare-seed-tooltip = L'execució i d'una cerca local comença amb la llavor + i: la mateixa llavor dona la mateixa taula
compare-max-steps = Màxim de passos
compare-max-steps-tooltip = Els passos que fa com a molt una cerca local en un tauler abans de rendir-se; buit: els de cada cerca (100.000, o 1000 generacions en l'algorisme genètic)
compare-params-from-watch = Pren els paràmetres de Mira la cerca
compare-params-from-watch-tooltip = Executar les cerques locals amb els paràmetres posats a Mira la cerca (moviments laterals, reinicis, temperatura, refredament, població, mutació) en lloc dels d'aquí
compare-params-here = Paràmetres posats aquí: { $list }.
compare-params-watch = Paràmetres presos de Mira la cerca: { $list }.
compare-start = Inicia la comparació
compare-start-tooltip = Mesurar cada cerca triada a cada mida, en segon pla (la finestra continua responent)
compare-question = Es calcula que aquesta comparació trigarà aprox. { $time } en aquest ordinador; només «{ $search }» al tauler { $n }×{ $n }, aprox. { $slowest }. Voleu iniciar-la igualment? «Atura la comparació» conserva les files ja mesurades.
compare-stop = Atura la comparació
compare-stop-tooltip = Aturar la comparació: es conserven les files ja calculades
compare-progress = { $done }/{ $total ->
    [one] { $total } fila
   *[other] { $total } files
}
compare-stopped = Aturada: { $done }/{ $total ->
    [one] { $total } fila
   *[other] { $total } files
}.
compare-done = Fet: { $total ->
    [one] { $total } fila
   *[other] { $total } files
}.
compare-col-algorithm = Cerca
compare-col-n = n
compare-col-runs = Execucions
compare-col-solved = Resoltes
compare-col-steps = Mediana de passos
compare-col-seconds = Mediana de temps
compare-col-solutions = Solucions
compare-col-nodes = Nodes
compare-col-checks = Comprovacions d'atac
compare-search-spaces = Espais de cerca del tauler { $n }×{ $n }: C(n², n) = { $anywhere } col·locacions de n reines a qualsevol casella, n^n = { $onearow } amb una per fila, n! = { $permutations } permutacions.
compare-plot-solved = Proporció d'execucions resoltes segons n
compare-plot-steps = Mediana de passos segons n
compare-plot-h = h al llarg d'una execució (cerca: { $search }; n = { $n }, llavor { $seed })
compare-axis-n = Mida del tauler n
compare-axis-solved = Proporció resolta
compare-axis-steps = log10 dels passos
compare-axis-step = Pas
compare-axis-h = h (parelles que s'ataquen)
compare-export = Exporta CSV…
compare-export-tooltip = Triar on desar la taula en CSV, com l'escriu nqueens compare --format csv
compare-saved = Comparació desada com a { $name } a la carpeta { $folder }.
compare-save-failed = Error en exportar: no s'ha pogut escriure { $path }: { $error }.
compare-already-running = Hi ha una comparació en marxa: atureu-la primer.
compare-nothing-running = No hi ha cap comparació en marxa.
compare-form-locked = La comparació en marxa fa servir aquests valors: atureu-la per canviar-los.
compare-export-running = Espereu que acabi la comparació, o atureu-la.
compare-export-empty = Encara no hi ha res per exportar: premeu primer Inicia la comparació.
compare-no-algorithm = Trieu almenys una cerca.
compare-bad-size = «{ $typed }» no és una mida de tauler: les mides van d'1 a { $max }, separades per comes.
compare-no-size = Escriviu almenys una mida de tauler, com ara 8, 16, 32.
compare-bad-runs = El nombre d'execucions ha de ser un enter, com a mínim 1.
compare-bad-seed = La llavor ha de ser un nombre enter, 0 o més.
compare-bad-max-steps = El màxim de passos ha de ser un nombre enter, com a mínim 1 (o deixeu el camp buit per fer servir el límit de cada cerca).
compare-too-many = La cerca «{ $name }» en un tauler { $n }×{ $n } comprovaria massa taulers: traieu-la o feu servir taulers més petits.

## Desar l'arbre de cerca i els gràfics de Compara com a imatges
save-picture = Desa la imatge…
save-tree-tooltip = Desar l'arbre de cerca sencer com a imatge, retolada en aquesta llengua: SVG o PNG, segons l'extensió del nom
save-plot-tooltip = Desar aquest gràfic com a imatge, retolada en aquesta llengua: SVG o PNG, segons l'extensió del nom
picture-files = Imatges (SVG, PNG)
tree-picture-title = Arbre de cerca: { $search }, tauler { $n }×{ $n }
tree-picture-path = el camí actual
tree-picture-solution = solució
tree-picture-dead-end = atzucac
tree-picture-other = altre node
saved-tree = una imatge de l'arbre de cerca
saved-plot = una imatge del gràfic
compare-settings-row = Ajustos { $number }
compare-add-settings = Afegeix ajustos
compare-add-settings-tooltip = Una altra fila de paràmetres: cada cerca local s'executa un cop per fila, tot en una taula i un CSV (ascensió de turons amb 0 i amb 100 moviments laterals, l'una al costat de l'altra)
compare-remove-settings = Treu
compare-remove-settings-tooltip = Treure els ajustos { $number }
