# Les finestres del laboratori: l'arbre de cerca al costat de Veure la cerca, i Comparar.

tree-title = Arbre de cerca
tree-close = Tancar l'arbre
tree-toggle = Arbre
tree-toggle-tooltip = Mostra l'arbre de la cerca que es veu: un node per col·locació parcial visitada, que creix a cada pas
tree-hide-tooltip = Amaga l'arbre de cerca
tree-needs-watch = Prem Veure la cerca primer: l'arbre creix amb aquesta cerca.
tree-needs-systematic = L'arbre és de les cerques sistemàtiques (tornada enrere, comprovació cap endavant, MRV): les cerques locals es mouen entre taulers complets i no fan arbre.
tree-summary = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} després de { $steps ->
    [one] { $steps } pas
   *[other] { $steps } passos
}
tree-cut = L'arbre s'atura a { $max } nodes: més enllà ningú no el pot llegir.
tree-legend = Blau: el camí actual. Verd: solucions. Vermell: atzucacs. Arrossega per desplaçar, Ctrl i la roda per ampliar; fes clic en un node (o arriba-hi amb Tab i prem Retorn) per veure'n el tauler.
tree-root = Arrel: només les reines fixes
tree-node = Node { $id }: { $queen }
tree-folded = { $count ->
    [one] { $count } node plegat
   *[other] { $count } nodes plegats
}: fes clic per obrir
tree-unfold-tooltip = Clic dret, o Retrocés, per tornar a plegar aquest subarbre
tree-fold = Plega
tree-fold-tooltip = Torna a plegar el subarbre obert del node { $id } en una sola capsa (també Retrocés sobre un node amb el focus)
tree-preview = El tauler del node { $id }
tree-no-preview = Fes clic en un node per veure'n aquí el tauler parcial.
tree-clear-preview = Amaga el tauler
tree-clear-preview-tooltip = Deixa de mostrar el tauler del node
tree-fit = Mostra l'arbre sencer
tree-fit-tooltip = Allunya la vista fins a veure tot l'arbre, i segueix-lo mentre creix fins que el desplacis o l'amplies

compare-title = Compara cerques
compare-open = Compara…
compare-open-tooltip = Compara cerques una al costat de l'altra en taulers de diverses mides: una taula i gràfics
compare-algorithms = Cerques
compare-choose-tooltip = Inclou { $name } a la comparació
compare-sizes = Mides
compare-sizes-tooltip = Mides de tauler separades per comes, com ara 8,16,32
compare-runs = Execucions
compare-runs-tooltip = Execucions de cada cerca local a cada mida (una cerca sistemàtica és sempre igual: una execució)
compare-seed = Llavor
compare-seed-tooltip = L'execució i d'una cerca local comença amb la llavor + i: la mateixa llavor dona la mateixa taula
compare-max-steps = Passos màxims
compare-max-steps-tooltip = Els passos que fa com a molt una cerca local en un tauler abans de rendir-se; buit: els de cada cerca (100.000, o 1.000 generacions la genètica)
compare-start = Compara
compare-start-tooltip = Mesura cada cerca triada a cada mida, fora de la finestra
compare-stop = Aturar la comparació
compare-stop-tooltip = Atura la comparació: les files fetes es queden
compare-progress = { $done } de { $total ->
    [one] { $total } fila
   *[other] { $total } files
}
compare-stopped = Aturada després de { $done } de { $total ->
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
compare-col-seconds = Temps medià
compare-col-nodes = Nodes
compare-col-checks = Comprovacions d'atac
compare-plot-solved = Proporció d'execucions resoltes segons n
compare-plot-steps = Mediana de passos segons n
compare-plot-h = h al llarg dels passos d'una execució (n = { $n })
compare-axis-n = Mida del tauler n
compare-axis-solved = Proporció resolta
compare-axis-steps = log10 dels passos
compare-axis-step = Pas
compare-axis-h = h (parelles que s'ataquen)
compare-csv-path = Fitxer CSV
compare-csv-path-tooltip = On escriu Exporta CSV (buit: nqueens-compare.csv a l'última carpeta usada)
compare-export = Exporta CSV
compare-export-tooltip = Escriu la taula com ho fa nqueens compare --format csv
compare-saved = Comparació desada a { $path }.
compare-save-failed = Error en exportar: no s'ha pogut escriure { $path }: { $error }.
compare-already-running = Hi ha una comparació en marxa: atura-la primer.
compare-nothing-running = No hi ha cap comparació en marxa.
compare-form-locked = La comparació en marxa fa servir aquests valors: atura-la per canviar-los.
compare-export-running = Espera que acabi la comparació, o atura-la.
compare-export-empty = Encara no hi ha res per exportar: fes primer una comparació.
compare-no-algorithm = Tria almenys una cerca.
compare-bad-size = «{ $typed }» no és una mida de tauler: les mides van d'1 a { $max }, separades per comes.
compare-no-size = Escriu almenys una mida de tauler, com ara 8,16,32.
compare-bad-runs = Les execucions han de ser un nombre enter, almenys 1.
compare-bad-seed = La llavor ha de ser un nombre enter, 0 o més.
compare-bad-max-steps = Els passos màxims han de ser un nombre enter, com a mínim 1 (o deixa-ho buit per al límit de cada cerca).
compare-too-many = { $name } en un tauler de { $n }×{ $n } comprovaria massa taulers: treu-la o fes servir taulers més petits.
