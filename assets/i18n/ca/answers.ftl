# Comprova respostes (src/app/check/). Les frases de la nota són les de check.ftl.
# $keys és la drecera d'una ordre tal com acaba un tooltip, amb espai al davant: " (A)".

answers-open = Comprova respostes…
answers-open-tooltip = Comprovar les respostes d'un estudiant: quines estan malament, repetides o hi falten{ $keys }
key-answers = Obrir o tancar la comprovació de respostes
answers-title = Comprova respostes
answers-paste-label = Respostes (enganxeu-hi la sortida del programa)
answers-paste-hint = Una resposta per línia: 1 3 0 2, taulers de · i ♕, parells (fila, columna) o caselles d'escacs
answers-open-file = Obre un fitxer…
answers-open-file-tooltip = Comprovar un fitxer de text amb respostes (es llegeix mentre es comprova, per gran que sigui)
answers-check = Comprova
answers-check-tooltip = Comprovar les respostes enganxades a dalt
answers-stop = Atura
answers-stop-tooltip = Aturar la comprovació
answers-exercise = Exercici
answers-exercise-all = Totes les solucions
answers-exercise-unique = Una per classe de simetria
answers-exercise-one = Una solució
answers-exercise-count = El nombre
answers-n-auto = n segons les respostes
answers-n-auto-tooltip = Prendre la mida del tauler de la primera resposta (per al nombre cal donar-la)
answers-n = Mida del tauler
answers-checking = Comprovant… { $lines ->
    [one] { $lines } línia llegida
   *[other] { $lines } línies llegides
}
answers-pasted = Respostes enganxades
answers-wrong-heading = Respostes incorrectes: { $count }
answers-repeats-heading = Repeticions: { $count }
answers-missing-heading = Hi falten: { $count }
answers-more = … i { $more } més
answers-pick-tip = Feu-hi clic per veure-la al tauler
answers-board-name = Tauler de la resposta
answers-board-empty = Feu clic en una resposta incorrecta, repetida o que hi falta per veure-la en aquest tauler.
answers-board-line = Línia { $line }
answers-board-missing = Solució que hi falta { $index }
answers-board-marked = { $queens }; s'ataquen: { $marked }
answers-not-drawn = Aquesta resposta no cap al tauler { $n }×{ $n }.
answers-nothing-read = No s'ha trobat cap resposta. Enganxeu-hi línies com 1 3 0 2 o [1, 3, 0, 2], taulers de · i ♕, parells (fila, columna) o caselles d'escacs.
answers-failed-open = No s'ha pogut obrir { $file }: { $said }
answers-failed-read = La lectura s'ha aturat a la línia { $line }: { $said }
answers-failed-not-text = La línia { $line } no és text: és la sortida impresa del programa?
answers-failed-count-needs-n = Per al nombre cal la mida del tauler: desmarqueu «n segons les respostes» i indiqueu-la.
answers-failed-too-big = n = { $n } és massa gran: totes les solucions fins a 25, el nombre fins a 27.
answers-failed-zero = La mida del tauler ha de ser com a mínim 1.
answers-failed-stopped = La comprovació s'ha aturat de manera inesperada: { $said }
answers-why-empty = Enganxeu-hi primer les respostes
answers-why-running = Hi ha una comprovació en marxa: atureu-la primer
answers-why-idle = No hi ha cap comprovació en marxa
answers-text-files = Fitxers de text
answers-all-files = Tots els fitxers
