<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/common.py" line="+25"/>
        <source>&lt;h3&gt;Parchís Desktop %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Parchís Desktop %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Parchís, Russian parchís and Pachisi against the computer or friends at one screen. Works fully offline.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Parchís, rosyjski parchís i pachisi przeciwko komputerowi lub ze znajomymi przy jednym ekranie. Działa całkowicie offline.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;Free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later); it comes with no warranty. The LICENSE file has the licence&apos;s text.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wolne oprogramowanie: możesz je rozpowszechniać i zmieniać na warunkach GNU General Public License w wersji 3 lub dowolnej późniejszej (GPL-3.0-or-later); jest dostarczane bez żadnej gwarancji. Tekst licencji znajduje się w pliku LICENSE.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Built with Qt %1 and PySide6 %2 (both under the GNU LGPL version 3), platformdirs (MIT licence) and Python %3 (PSF licence).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zbudowano na Qt %1 i PySide6 %2 (obie na licencji GNU LGPL w wersji 3), platformdirs (licencja MIT) i Pythonie %3 (licencja PSF).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;The statistics&apos; charts: pyqtgraph (MIT licence) and NumPy (BSD licence).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wykresy statystyk: pyqtgraph (licencja MIT) i NumPy (licencja BSD).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../parchis_desktop/ui/analysis/access.py" line="+45"/>
        <source>This game against computer players is still in progress: it can be analysed once it is over. To use the analysis board while playing, start a practice game (New game → &quot;Practice game (analysis allowed)&quot;).</source>
        <translation>Partia z komputerem jeszcze trwa: można ją przeanalizować, gdy się skończy. Aby korzystać z planszy analizy w trakcie gry, rozpocznij partię treningową (Nowa gra → „Partia treningowa (analiza dozwolona)”).</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/analysis/results.py" line="+28"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1: win chance %2</source>
        <translation>%1: szansa na wygraną %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: win chance not known yet</source>
        <translation>%1: szansa na wygraną jeszcze nieznana</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+68"/>
        <source>Win chance</source>
        <translation>Szansa na wygraną</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Loss</source>
        <translation>Strata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Then</source>
        <translation>Potem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal moves, best first</source>
        <translation>Dozwolone ruchy, najlepszy pierwszy</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (played)</source>
        <translation>%1 (zagrany)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1. %2: win chance %3</source>
        <translation>%1. %2: szansa na wygraną %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 points below the best</source>
        <translation>, o %1 pkt gorzej od najlepszego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; then %1</source>
        <translation>; potem: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Roll</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best answer</source>
        <translation>Najlepsza odpowiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best answer to each roll</source>
        <translation>Najlepsza odpowiedź na każdy rzut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no move</source>
        <translation>brak ruchu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; then %2</source>
        <translation>%1; potem: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll %1, chance %2: %3</source>
        <translation>Rzut %1, szansa %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, win chance %1</source>
        <translation>, szansa na wygraną %1</translation>
    </message>
</context>
<context>
    <name>AnalysisWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/analysis/window.py" line="+269"/>
        <source>Analysis board</source>
        <extracomment>A result was shown (for tests and screenshots): the position analysed.</extracomment>
        <translation>Plansza analizy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste JSON</source>
        <translation>&amp;Wklej JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse a position copied as JSON (Ctrl+V)</source>
        <translation>Przeanalizuj pozycję skopiowaną jako JSON (Ctrl+V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a position, a saved game or a game record (Ctrl+O)</source>
        <translation>Otwórz pozycję, zapisaną grę lub zapis partii (Ctrl+O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy JSON</source>
        <translation>Kop&amp;iuj JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy this position as JSON (Ctrl+Shift+C)</source>
        <translation>Skopiuj tę pozycję jako JSON (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit position</source>
        <translation>&amp;Edytuj pozycję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag tokens on the board, choose the turn and the dice (Ctrl+E)</source>
        <translation>Przeciągaj pionki po planszy, wybierz, czyj ruch i jakie kości (Ctrl+E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous position (Page Up)</source>
        <translation>Poprzednia pozycja (Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next position (Page Down)</source>
        <translation>Następna pozycja (Page Down)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Pozycja w partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win chance of each player</source>
        <translation>Szanse każdego gracza na wygraną</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Analysing…</source>
        <translation>Analizuję…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 · the game is over</source>
        <translation>%1 · gra skończona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 to roll</source>
        <translation>%1 · rzuca %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to play %3</source>
        <translation>%1 · %2 gra %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An edited position (the game&apos;s position %1 of %2: ◀ or ▶ goes back to it)</source>
        <translation>Zmieniona pozycja (pozycja partii %1 z %2: ◀ lub ▶ wraca do niej)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position %1 of %2</source>
        <translation>Pozycja %1 z %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This position could not be analysed (%1).</source>
        <translation>Nie udało się przeanalizować tej pozycji (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over: nothing is left to choose.</source>
        <translation>Gra skończona: nie ma już czego wybierać.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before the roll: the best answer to each roll. Choose a roll to see its answer on the board.</source>
        <translation>Przed rzutem: najlepsza odpowiedź na każdy rzut. Wybierz rzut, aby zobaczyć odpowiedź na planszy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no legal move with this roll.</source>
        <translation>Gracz „%1” nie ma ruchu przy tym rzucie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every legal move, best first, with %1&apos;s win chance after it.</source>
        <translation>Wszystkie dozwolone ruchy, najlepszy pierwszy, i szansa gracza „%1” na wygraną po każdym z nich.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>With %1, %2 has no legal move.</source>
        <translation>Przy rzucie %1 gracz „%2” nie ma ruchu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1: the best answer is drawn on the board (win chance %2).</source>
        <translation>Przy rzucie %1: najlepsza odpowiedź jest pokazana na planszy (szansa na wygraną %2).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The position is on the clipboard as JSON.</source>
        <translation>Pozycja jest w schowku jako JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the clipboard</source>
        <translation>schowku</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no text in %1 to read a position from.</source>
        <translation>W %1 nie ma tekstu, z którego można odczytać pozycję.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+4"/>
        <source>This is not a position: %1</source>
        <translation>To nie jest pozycja: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a position</source>
        <translation>Otwórz pozycję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions, saved games and game records (*.json);;All files (*)</source>
        <translation>Pozycje, zapisane gry i zapisy partii (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../parchis_desktop/ui/game/announce.py" line="+103"/>
        <source>Game events</source>
        <translation>Zdarzenia w grze</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 rolls %2.</source>
        <translation>%1 wyrzuca %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonus of %1 to count.</source>
        <translation>Premia: %1 pól do przejścia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token reaches the goal.</source>
        <translation>Pionek dochodzi do mety.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1, your turn: roll the dice (Space).</source>
        <translation>%1, twój ruch: rzuć kośćmi (spacja).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn.</source>
        <translation>Teraz gra %1.</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <location filename="../parchis_desktop/ui/board/spoken.py" line="+21"/>
        <source>square %1</source>
        <translation>pole %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>start of %1</source>
        <translation>pole startowe gracza „%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>safe square</source>
        <translation>pole bezpieczne</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>in the nest</source>
        <translation>w gnieździe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the goal</source>
        <translation>na mecie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prisoner of %1</source>
        <translation>w niewoli gracza „%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in a blockade</source>
        <translation>w blokadzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected</source>
        <translation>wybrany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>can move</source>
        <translation>może się ruszyć</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>, captures %1</source>
        <translation>, zbija pionek gracza „%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> to </source>
        <translation> na </translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Yellow token %1</source>
        <translation>Żółty pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue token %1</source>
        <translation>Niebieski pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red token %1</source>
        <translation>Czerwony pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green token %1</source>
        <translation>Zielony pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange token %1</source>
        <translation>Pomarańczowy pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple token %1</source>
        <translation>Fioletowy pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan token %1</source>
        <translation>Błękitny pionek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown token %1</source>
        <translation>Brązowy pionek %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>from square %1</source>
        <translation>z pola %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from home %1</source>
        <translation>z pola domku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from rest cell %1</source>
        <translation>z pola odpoczynku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the mirror</source>
        <translation>z lustra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the nest</source>
        <translation>z gniazda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>to square %1</source>
        <translation>na pole %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to home %1</source>
        <translation>na pole domku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to rest cell %1</source>
        <translation>na pole odpoczynku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the mirror</source>
        <translation>na lustro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the goal</source>
        <translation>na metę</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> with a bonus of %1</source>
        <translation>, premia %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> with the dice %1</source>
        <translation>, kości %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> with %1</source>
        <translation>, kość %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Token %1</source>
        <translation>Pionek %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 out of the nest %2%3</source>
        <translation>%1 wchodzi do gry %2%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 straight home (the reward of the third double)</source>
        <translation>%1 %2 prosto do domku (nagroda za trzeci dublet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3%4</source>
        <translation>%1 %2 %3%4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 nest</source>
        <translation>Gniazdo gracza „%1”</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 goal</source>
        <translation>Meta gracza „%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>token %1</source>
        <translation>pionek %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens %1</source>
        <translation>pionki %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 home %2</source>
        <translation>Domek gracza „%1”, pole %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>blockade</source>
        <translation>blokada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/board/accessible.py" line="+59"/>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose</source>
        <translation>Wybierz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this move</source>
        <translation>Zagraj ten ruch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose this token</source>
        <translation>Wybierz ten pionek</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Tokens</source>
        <translation>Pionki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Occupied squares</source>
        <translation>Zajęte pola</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+113"/>
        <source>Possible moves</source>
        <translation>Możliwe ruchy</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>No move to choose now.</source>
        <translation>Teraz nie ma czego wybierać.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Game board</source>
        <translation>Plansza</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../parchis_desktop/ui/board/scene.py" line="+245"/>
        <source>Blockade age (in turns): %1 of %2 (PA-9).</source>
        <extracomment>The token radius with the &quot;larger tokens&quot; setting (low vision), times the usual one.</extracomment>
        <translation>Wiek blokady (w turach): %1 z %2 (PA-9).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It must be opened this turn.</source>
        <translation>W tej turze trzeba ją otworzyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It must be opened in its owner&apos;s next turn.</source>
        <translation>Właściciel musi ją otworzyć w swojej następnej turze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turns left: %1.</source>
        <translation>Pozostało tur: %1.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/board/decorations.py" line="+84"/>
        <source>Square %1</source>
        <extracomment>The main window&apos;s board keeps its sharp picture on disk (picture_cache): a returning player&apos;s first frame reads it instead of drawing the board.</extracomment>
        <translation>Pole %1</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../parchis_desktop/ui/board/view.py" line="+44"/>
        <location line="+91"/>
        <source>Game board</source>
        <extracomment>Resizes closer together than this are one drag of the window&apos;s edge.</extracomment>
        <translation>Plansza</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message>
        <location filename="../parchis_desktop/ui/history/chart_words.py" line="+48"/>
        <source>%1&apos;s chance to win stayed at %2.</source>
        <translation>Szansa gracza „%1” na wygraną utrzymywała się na poziomie %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s chance to win rose from %2 to %3 between turns %4 and %5.</source>
        <translation>Szansa gracza „%1” na wygraną wzrosła z %2 do %3 między turami %4 i %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s chance to win fell from %2 to %3 between turns %4 and %5.</source>
        <translation>Szansa gracza „%1” na wygraną spadła z %2 do %3 między turami %4 i %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It ended at %1.</source>
        <translation>Na koniec wynosiła %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>After turn %1, %2 was ahead in the race with %3 steps to go</source>
        <translation>Po turze %1 w wyścigu prowadził gracz „%2” (liczba pól do mety: %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; the others: %1</source>
        <translation>; pozostali: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Faces rolled: %1.</source>
        <translation>Wyrzucone ścianki: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair dice would show each face about %1 times, 95% of the time between %2 and %3.</source>
        <translation>Przy uczciwych kościach każda ścianka wypada średnio około %1 razy, w 95% przypadków od %2 do %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>face %1: %2</source>
        <translation>ścianka %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside that range: %1.</source>
        <translation>Poza tym zakresem: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every face is inside that range.</source>
        <translation>Każda ścianka mieści się w tym zakresie.</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../parchis_desktop/ui/game/dice_widget.py" line="+305"/>
        <source>+{0}</source>
        <extracomment>Length of the tumbling animation per speed (the board&apos;s speed names). Pip centres per face, in die units (-1..1 on both axes).</extracomment>
        <translation>+{0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rolled</source>
        <translation>Jeszcze nie rzucono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled {0}</source>
        <translation>Wyrzucono: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>played: {0}</source>
        <translation>wykorzystane: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bonus: {0}</source>
        <translation>bonus: {0}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/common.py" line="+89"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 win!</source>
        <translation>Wygrywają: %1!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Places</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team places</source>
        <translation>Miejsca drużyn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Play again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the game</source>
        <translation>&amp;Omówienie partii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert&apos;s review: luck and mistakes of every player, and the better moves</source>
        <translation>Omówienie Eksperta: szczęście i błędy każdego gracza oraz lepsze ruchy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Analizuj partię</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../parchis_desktop/ui/help/pages.py" line="+130"/>
        <source>House rule in this game: %1: %2 (the preset has %3).</source>
        <extracomment>Rule id prefix -&gt; the page that explains those rules.</extracomment>
        <translation>Zasada domowa w tej grze: %1: %2 (w wariancie: %3).</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+46"/>
        <location line="+27"/>
        <source>house rule; the preset has %1</source>
        <translation>zasada domowa; w wariancie: %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>other boards: %1</source>
        <translation>inne plansze: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many seats the board has; up to that many players.</source>
        <translation>Ile miejsc ma plansza; tylu graczy może najwyżej grać.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The rules of the game in progress</source>
        <translation>Zasady bieżącej gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The preset&apos;s options</source>
        <translation>Opcje wariantu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>All options…</source>
        <translation>Wszystkie opcje…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game plays the preset as it is.</source>
        <translation>Ta gra toczy się według wariantu bez zmian.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>House rules in this game (marked in colour below):</source>
        <translation>Zasady domowe w tej grze (niżej wyróżnione kolorem):</translation>
    </message>
</context>
<context>
    <name>HelpDiagrams</name>
    <message>
        <location filename="../parchis_desktop/ui/help/diagrams.py" line="+125"/>
        <source>Landing on a lone opponent captures it: back to its nest.</source>
        <translation>Stając na samotnym pionku przeciwnika, zbijasz go: wraca do gniazda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two tokens of one colour form a blockade: nobody may pass it.</source>
        <translation>Dwa pionki jednego koloru tworzą blokadę: nikt jej nie przekroczy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Into the home column; the goal only by the exact count: 4 squares away, a 4 gets in, 2 squares away it does not.</source>
        <translation>Do domku, a na metę tylko dokładną liczbą: z 4 pól czwórka wchodzi, z 2 pól już nie.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>In this game a blockade may stand as long as its owner likes.</source>
        <translation>W tej grze blokada może stać dowolnie długo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns of its owner a blockade may stand: %1; the badge counts them.</source>
        <translation>Ile tur właściciela może stać blokada: %1; plakietka je liczy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A %1 brings a token out of the nest onto its start square.</source>
        <translation>Liczba %1 wyprowadza pionek z gniazda na jego pole startowe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Safe squares and starts (circled): no capture there, and no landing on an opponent.</source>
        <translation>Pola bezpieczne i startowe (w kółkach): nie ma na nich zbijania ani wchodzenia na przeciwnika.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A capture earns %1 extra steps for one token (reaching the goal earns %2).</source>
        <translation>Za zbicie jeden pionek przechodzi dodatkowe %1 pól (za dojście do mety %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With every token out of the nest, a 6 moves 7.</source>
        <translation>Gdy w gnieździe nie ma pionków, szóstka przesuwa o siedem pól.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A prisoner is ransomed with a 6; the captor gets a gift of 6 steps at once.</source>
        <translation>Jeńca wykupuje się szóstką; zbijający od razu dostaje prezent: 6 pól.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token may stop in a rest cell; a token beside it covers it.</source>
        <translation>Pionek może stanąć na polu odpoczynku; pionek na polu obok go zasłania.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mirror: from a corner a 1 jumps straight, a 3 diagonally through the centre.</source>
        <translation>Lustro: z narożnika jedynka przenosi prosto, trójka po przekątnej przez środek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With 1:1 beside a rest cell held by an opponent, the two tokens swap places.</source>
        <translation>Z dubletem 1:1 obok pola odpoczynku zajętego przez przeciwnika pionki zamieniają się miejscami.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a third double in a row, one token may go straight home.</source>
        <translation>Po trzecim dublecie z rzędu jeden pionek może od razu pójść do domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Castles (marked with a flower) are safe: no capture and no landing on an opponent there.</source>
        <translation>Zamki (oznaczone kwiatem) są bezpieczne: nie ma tam zbijania ani stawania na przeciwniku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The one exception: a token entering onto its castle captures a lone opponent there.</source>
        <translation>Jedyny wyjątek: pionek wychodzący na swój zamek wejścia zbija stojący tam samotny pionek przeciwnika.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With every token out, each die of a double may count its reverse face: 6 or 1.</source>
        <translation>Gdy wszystkie pionki są w grze, każda kość dubletu może liczyć się według przeciwnej ścianki: 6 albo 1.</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/help/window.py" line="+129"/>
        <source>Parchís Desktop: rules and help</source>
        <translation>Parchís Desktop: zasady i pomoc</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Search the help…</source>
        <translation>Szukaj w pomocy…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search the help</source>
        <translation>Szukaj w pomocy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help pages</source>
        <translation>Strony pomocy</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Nothing found</source>
        <translation>Nic nie znaleziono</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/history.py" line="+13"/>
        <source>The game history file was damaged. It was kept aside as %1 and a new history was started.</source>
        <translation>Plik historii gier był uszkodzony. Odłożono go jako %1 i rozpoczęto nową historię.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game history was a link to another file. The game does not write through links: the link was kept aside as %1, the file it points to was not touched, and a new history was started.</source>
        <translation>Historia gier była dowiązaniem do innego pliku. Gra nie zapisuje przez dowiązania: dowiązanie odłożono jako %1, plik, na który wskazuje, pozostał nietknięty, a rozpoczęto nową historię.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game history is in use by another program. The games are kept and recorded as soon as it is free.</source>
        <translation>Historia gier jest używana przez inny program. Partie są przechowywane i zostaną zapisane, gdy tylko się zwolni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The disk is full: the game history cannot grow. The games are kept and recorded as soon as there is space again.</source>
        <translation>Dysk jest pełny: historia gier nie może się powiększyć. Partie są przechowywane i zostaną zapisane, gdy znów będzie miejsce.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game history cannot be written (its file or folder is read-only): past games are shown, new games are not recorded.</source>
        <translation>Nie można zapisywać historii gier (jej plik lub folder jest tylko do odczytu): dawne partie są widoczne, nowe nie są zapisywane.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game history was written by a newer version of Parchís Desktop: it is left untouched and games are not recorded.</source>
        <translation>Historię gier zapisała nowsza wersja Parchís Desktop: pozostaje nietknięta, a partie nie są zapisywane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history could not be written: games are not recorded for now.</source>
        <translation>Nie udało się zapisać historii gier: na razie partie nie są zapisywane.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/history/replay.py" line="+470"/>
        <source>Game history</source>
        <translation>Historia partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Odtwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Past games</source>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Omó&amp;wienie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert&apos;s review of the selected game</source>
        <translation>Omówienie wybranej partii przez Eksperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;nalyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Eksportuj zapis…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import record…</source>
        <translation>&amp;Importuj zapis…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete game…</source>
        <translation>&amp;Usuń partię…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete &amp;all…</source>
        <translation>Usuń &amp;wszystkie…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unfinished</source>
        <translation>nieukończona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 + %2 won</source>
        <translation>Wygrana: %1 + %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Wygrana: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>demo</source>
        <translation>pokaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · reviewed</source>
        <translation>%1 · omówiona</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+68"/>
        <source>Replay: %1</source>
        <translation>Odtwarzanie: %1</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Export game record</source>
        <translation>Eksport zapisu partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Zapisy partii (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record could not be exported: %1</source>
        <translation>Nie udało się wyeksportować zapisu: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The history could not be changed: %1</source>
        <translation>Nie udało się zmienić historii: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Import game record</source>
        <translation>Import zapisu partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records and saved games (*.json);;All files (*)</source>
        <translation>Zapisy i zapisane partie (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete history</source>
        <translation>Usuwanie historii</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete this game from the history? This cannot be undone.</source>
        <translation>Usunąć tę partię z historii? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete every game from the history, with its statistics? This cannot be undone.</source>
        <translation>Usunąć z historii wszystkie partie razem ze statystykami? Tego nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../parchis_desktop/ui/help/lesson_texts.py" line="+9"/>
        <source>Moving and the goal</source>
        <translation>Ruchy i cel gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each die moves one of your tokens by its number, or one token moves by the sum of both. Your tokens travel round the board and then up the home column to the goal in the centre. Roll the lesson dice and bring a token to the star square 12.</source>
        <translation>Każda kość przesuwa jeden twój pionek o swoją liczbę oczek albo jeden pionek idzie o sumę obu. Pionki obchodzą planszę, a potem idą domkiem do mety w środku. Rzuć kośćmi lekcji i doprowadź pionek na pole 12 z gwiazdką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on square 5 needs 3 + 4 = 7 steps to reach square 12.</source>
        <translation>Pionek na polu 5 potrzebuje 3 + 4 = 7 pól, by dojść na pole 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well done! Moving is always this: pick a token, then a die (or the sum).</source>
        <translation>Świetnie! Ruch to zawsze to samo: wybierz pionek, potem kość (albo sumę).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That way no token ends on square 12: only the token on square 5 can get there, with both dice.</source>
        <translation>Tak żaden pionek nie stanie na polu 12: dojść tam może tylko pionek z pola 5, obiema kośćmi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering on a 5</source>
        <translation>Wyjście z piątką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens leave the nest only with a 5: one die showing 5, or both dice adding up to 5. Bring a new token out onto your start square.</source>
        <translation>Pionki wychodzą z gniazda tylko z piątką: piątka na jednej kości albo suma obu równa 5. Wyprowadź nowy pionek na swoje pole startowe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a token in your nest and use the 5.</source>
        <translation>Kliknij pionek w swoim gnieździe i użyj piątki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new token is in play. The more tokens you have out, the more choices each roll gives.</source>
        <translation>Nowy pionek w grze. Im więcej pionków na planszy, tym więcej wyboru przy każdym rzucie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token only comes out with a 5, and this move spends the 5 on the token already out.</source>
        <translation>Pionek wychodzi tylko z piątką, a ten ruch wydaje piątkę na pionek, który już jest w grze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no token out and no 5 you cannot move: the roll is passed. But a double still gives you another roll. Roll twice and bring a token out.</source>
        <translation>Gdy żaden pionek nie jest w grze i nie masz piątki, nie możesz się ruszyć: rzut przepada. Ale dublet i tak daje kolejny rzut. Rzuć dwa razy i wyprowadź pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll: the 2:2 passes by itself; with the next roll, click a token in the nest.</source>
        <translation>Rzucaj: 2:2 przepadnie samo; przy następnym rzucie kliknij pionek w gnieździe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 2:2 could not be played, yet it gave another roll, and that one had a 5.</source>
        <translation>Dubletu 2:2 nie dało się zagrać, ale dał kolejny rzut, a w nim była piątka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start squares are semi-safe: only their owner, coming out of the nest, captures there. Red stands on your start square 5: bring a token out and capture it.</source>
        <translation>Pola startowe są półbezpieczne: zbić na nich może tylko właściciel wychodzący z gniazda. Czerwony pionek stoi na twoim polu startowym 5: wyprowadź pionek i zbij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured on your own start square: only an entering token can do that.</source>
        <translation>Zbity na twoim polu startowym: tak może tylko pionek wychodzący z gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 5 is what brings a token out: on a start square only an entering token captures.</source>
        <translation>To piątka wyprowadza pionek: na polu startowym zbija tylko pionek wychodzący.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the 5 for entering: only a token coming out of the nest captures on your start square.</source>
        <translation>Zachowaj piątkę na wyjście: na twoim polu startowym zbija tylko pionek wychodzący z gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red has two tokens on your start square 5. A blockade there cannot be captured by entering, and you cannot bring a token out while it stands. You rolled 5 and 3: which of your tokens can move? Click it.</source>
        <translation>Czerwony ma dwa pionki na twoim polu startowym 5. Takiej blokady nie da się zbić wyjściem, a dopóki stoi, nie wyprowadzisz pionka. Wypadło 5 i 3: który z twoich pionków może się ruszyć? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: only the token on square 30 can move; the blockade on your start keeps the others in the nest.</source>
        <translation>Dobrze: ruszyć się może tylko pionek na polu 30; blokada na twoim starcie trzyma resztę w gnieździe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The blockade on your start square keeps your tokens in the nest until Red opens it.</source>
        <translation>Blokada na twoim polu startowym trzyma twoje pionki w gnieździe, dopóki Czerwony jej nie otworzy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those are Red&apos;s tokens: click one of your own (yellow) tokens.</source>
        <translation>To pionki Czerwonego: kliknij jeden ze swoich (żółtych) pionków.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Using both dice</source>
        <translation>Obie kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two dice may move two different tokens. Put both of your tokens on star squares (12 and 17) in one roll.</source>
        <translation>Dwie kości mogą przesunąć dwa różne pionki. Postaw oba swoje pionki na polach z gwiazdką (12 i 17) w jednym rzucie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 takes the token on square 6 to 12, and 4 takes the token on 13 to 17.</source>
        <translation>Szóstka prowadzi pionek z pola 6 na 12, a czwórka pionek z 13 na 17.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice used, both tokens safe.</source>
        <translation>Obie kości wykorzystane, oba pionki bezpieczne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this move the other die cannot bring the second token to a star square.</source>
        <translation>Po tym ruchu druga kość nie doprowadzi drugiego pionka na pole z gwiazdką.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing</source>
        <translation>Zbijanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landing on a square held by one opponent token captures it: it goes back to its nest and must start again. Capture the red token.</source>
        <translation>Stając na polu z jednym pionkiem przeciwnika, zbijasz go: wraca do swojego gniazda i zaczyna od nowa. Zbij czerwony pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The red token is 5 squares ahead of your token on square 20.</source>
        <translation>Czerwony pionek stoi 5 pól przed twoim pionkiem na polu 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured! Red has to bring that token out again with a 5.</source>
        <translation>Zbity! Czerwony musi znowu wyprowadzić ten pionek piątką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move does not capture the red token, and the other die cannot do it either.</source>
        <translation>Ten ruch nie zbija czerwonego pionka i druga kość też tego nie zrobi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Safe and semi-safe squares</source>
        <translation>Pola bezpieczne i półbezpieczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody is captured on the squares with a star. The start squares are semi-safe: only their owner coming out of the nest captures there. Red is close behind your token on square 9: end your roll with that token safe on square 12.</source>
        <translation>Na polach z gwiazdką nikogo się nie zbija. Pola startowe są półbezpieczne: zbić na nich może tylko właściciel wychodzący z gniazda. Czerwony pionek jest tuż za twoim pionkiem na polu 9: skończ rzut z tym pionkiem na bezpiecznym polu 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the 3 with the token on square 9, and the 2 with the other token.</source>
        <translation>Zagraj trójkę pionkiem z pola 9, a dwójkę drugim pionkiem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe: red cannot capture you on square 12.</source>
        <translation>Bezpiecznie: na polu 12 czerwony cię nie zbije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this roll your token would not stand on the safe square 12.</source>
        <translation>Po takim rzucie twój pionek nie stałby na bezpiecznym polu 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red stands on the safe square 12. No token may land on a safe square held by an opponent. You rolled 4 and 1: which of your tokens can move the 4? Click it.</source>
        <translation>Czerwony pionek stoi na bezpiecznym polu 12. Na bezpieczne pole zajęte przez przeciwnika nie wolno stanąć. Wypadło 4 i 1: który z twoich pionków może przejść 4? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: the token on 20 moves the 4; the token on 8 would land on Red&apos;s safe square 12.</source>
        <translation>Dobrze: 4 przechodzi pionek z pola 20; pionek z pola 8 stanąłby na bezpiecznym polu 12 Czerwonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From 8 the 4 lands on square 12, a safe square held by Red: that move is not allowed.</source>
        <translation>Z pola 8 czwórka prowadzi na pole 12, bezpieczne i zajęte przez Czerwonego: tak ruszyć się nie wolno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the yellow token that can move the 4.</source>
        <translation>Kliknij żółty pionek, który może przejść 4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blockades</source>
        <translation>Blokady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of your tokens on one square form a blockade: nobody may pass it, not even you. Build a blockade in front of the red token.</source>
        <translation>Dwa twoje pionki na jednym polu tworzą blokadę: nikt jej nie przekroczy, nawet ty. Postaw blokadę przed czerwonym pionkiem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on 15 can join the one on 18 with the 3.</source>
        <translation>Pionek z pola 15 dołączy trójką do pionka na 18.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blockade! The red token behind it cannot pass until you open it.</source>
        <translation>Blokada! Czerwony pionek za nią nie przejdzie, dopóki jej nie otworzysz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this roll your two tokens would not stand together.</source>
        <translation>Po takim rzucie twoje dwa pionki nie stałyby razem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The home column and the exact count</source>
        <translation>Domek i dokładna liczba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After its last square a token turns into its home column, and it reaches the goal only by the exact count. Bring the token in your home column to the goal.</source>
        <translation>Po swoim ostatnim polu pionek skręca do domku, a na metę wchodzi tylko dokładną liczbą oczek. Doprowadź do mety pionek, który stoi w domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on home square 5 is 3 steps from the goal.</source>
        <translation>Pionek na piątym polu domku ma do mety 3 pola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the goal! Overshooting moves are simply not allowed.</source>
        <translation>Na mecie! Ruchy, które przekraczają metę, są po prostu niedozwolone.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This way no token reaches the goal: the token in the home column needs exactly 3.</source>
        <translation>Tak żaden pionek nie dojdzie do mety: pionek w domku potrzebuje dokładnie 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last square is 68, just before your start: from there a token turns into its home column instead of going round again, and nobody else may enter it. Bring the token on square 66 to home square 5.</source>
        <translation>Twoje ostatnie pole to 68, tuż przed startem: stamtąd pionek skręca do domku, zamiast iść na drugie okrążenie, i nikt inny do twojego domku nie wchodzi. Doprowadź pionek z pola 66 na pole 5 domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice (4 and 3) go to the token on square 66.</source>
        <translation>Obie kości (4 i 3) dla pionka na polu 66.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the home column: from 66 that is 2 steps to 68 and 5 more up the column. There no one can capture it.</source>
        <translation>W domku: z 66 to 2 kroki do 68 i jeszcze 5 w domku. Tam nikt go nie zbije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice must go to the token on square 66: it needs 7 to reach home square 5.</source>
        <translation>Obie kości muszą pójść na pionek z pola 66: potrzebuje 7, by dojść na pole 5 domku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Doubles</source>
        <translation>Dublety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double gives you another roll once you have played it. Bring the token on square 20 to square 28 with this roll and the next.</source>
        <translation>Dublet daje kolejny rzut, gdy go rozegrasz. Doprowadź pionek z pola 20 na pole 28 tym rzutem i następnym.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the token on square 20 with both twos; the next roll brings it to 28.</source>
        <translation>Zagraj obie dwójki pionkiem z pola 20; następny rzut doprowadzi go na 28.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two rolls in one turn: doubles are worth a lot.</source>
        <translation>Dwa rzuty w jednej turze: dublety są dużo warte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this move the token on square 20 cannot reach square 28 with the next roll.</source>
        <translation>Po tym ruchu pionek z pola 20 nie dojdzie na pole 28 następnym rzutem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger boards and teams</source>
        <translation>Większe plansze i drużyny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís is also played on six- and eight-seat boards, and in teams of two partners sitting opposite.</source>
        <translation>W parchísa gra się też na planszach na sześć i osiem miejsc oraz w drużynach dwóch partnerów siedzących naprzeciwko siebie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You know the larger boards and how partners play together.</source>
        <translation>Znasz większe plansze i wiesz, jak grają partnerzy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the six-seat board the ring has 102 squares; everything else is as on four seats. Two players sit opposite each other, at the first and the fourth seat: you play Yellow, your opponent Green. Your last square is 102: bring the token on square 100 to home square 5.</source>
        <translation>Na planszy na sześć miejsc pierścień ma 102 pola; poza tym wszystko jak na czterech miejscach. Dwóch graczy siada naprzeciwko siebie, na pierwszym i czwartym miejscu: grasz Żółtym, przeciwnik Zielonym. Twoje ostatnie pole to 102: doprowadź pionek z pola 100 na pole 5 domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice (3 and 4) go to the token on square 100.</source>
        <translation>Obie kości (3 i 4) dla pionka na polu 100.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home square 5: 2 steps to 102 and 5 up the column, as on the small board.</source>
        <translation>Pole 5 domku: 2 kroki do 102 i 5 w domku, jak na małej planszy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice must go to the token on square 100: it needs 7 to reach home square 5.</source>
        <translation>Obie kości muszą pójść na pionek z pola 100: potrzebuje 7, by dojść na pole 5 domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seats follow the direction of travel: Yellow, Blue, Red, Green. With teams, partners sit opposite (Red is your partner) and never capture each other; two tokens of one team on a square form a blockade. Capture the blue token on square 27.</source>
        <translation>Miejsca idą zgodnie z kierunkiem ruchu: Żółty, Niebieski, Czerwony, Zielony. W grze drużynowej partnerzy siedzą naprzeciwko (Czerwony jest twoim partnerem) i nigdy się nie zbijają; dwa pionki jednej drużyny na polu tworzą blokadę. Zbij niebieski pionek na polu 27.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your token on 20 is 7 squares behind Blue: use both dice.</source>
        <translation>Twój pionek na polu 20 jest 7 pól za Niebieskim: użyj obu kości.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue captured; your partner&apos;s token on 25 was never in danger.</source>
        <translation>Niebieski zbity; pionkowi partnera na polu 25 nic nie groziło.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue, the opponent, stands on square 27: 7 squares ahead of your token on 20.</source>
        <translation>Niebieski, przeciwnik, stoi na polu 27: 7 pól przed twoim pionkiem na 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All your tokens are in the goal: you go on rolling and move your partner&apos;s tokens. The first team with all tokens of both partners in the goal wins. Win for your team: bring Red&apos;s last token home.</source>
        <translation>Wszystkie twoje pionki są na mecie: dalej rzucasz i ruszasz pionkami partnera. Wygrywa drużyna, która pierwsza doprowadzi na metę wszystkie pionki obu partnerów. Wygraj dla drużyny: doprowadź ostatni pionek Czerwonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 takes Red&apos;s token on home square 5 to the goal.</source>
        <translation>Trójka prowadzi pionek Czerwonego z pola 5 domku na metę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your team wins: every token of both partners is in the goal.</source>
        <translation>Twoja drużyna wygrywa: wszystkie pionki obu partnerów są na mecie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the 1 first Red&apos;s token would need exactly 2 more, and your other die is a 3.</source>
        <translation>Gdy najpierw zagrasz 1, pionek Czerwonego będzie potrzebował dokładnie 2, a zostanie ci trójka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The six-arm Pachisi board has 102 squares and 18 castles; you enter at your castle 4 and your end square is 102. Bring a token out and put the token on square 99 on castle 102.</source>
        <translation>Sześcioramienna plansza pachisi ma 102 pola i 18 zamków; wchodzisz na swój zamek 4, a twoje ostatnie pole to 102. Wyprowadź pionek i postaw pionek z pola 99 na zamku 102.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 5 brings a token out onto castle 4, the 3 takes the token on 99 to 102.</source>
        <translation>Piątka wyprowadza pionek na zamek 4, trójka prowadzi pionek z 99 na 102.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two tokens on castles, where nobody can capture them.</source>
        <translation>Dwa pionki na zamkach, gdzie nikt ich nie zbije.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the 5 to bring a token out onto castle 4 and the 3 to reach castle 102, your end square.</source>
        <translation>Piątką wyprowadź pionek na zamek 4, a trójką dojdź do zamku 102, swojego ostatniego pola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts, whose turn, and how to win</source>
        <translation>Kto zaczyna, czyja kolej i jak wygrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the first move the players roll for who starts; then the turn goes round the table; the first to bring every token to the goal wins.</source>
        <translation>Przed pierwszym ruchem gracze rzucają, kto zaczyna; potem kolej idzie wokół stołu; wygrywa ten, kto pierwszy doprowadzi wszystkie pionki na metę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You know how a game of Parchís starts, goes round and ends.</source>
        <translation>Wiesz, jak partia parchísa się zaczyna, jak idzie kolej i jak się kończy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player rolls one die: the highest starts, and a tie rolls again. Yellow rolled 3, Blue 6, Red 6 and Green 2; Blue and Red rolled again: Blue 4, Red 5. Who starts? Click one of that player&apos;s tokens.</source>
        <translation>Każdy gracz rzuca jedną kością: zaczyna ten, kto wyrzuci najwięcej, a przy remisie rzuca się znowu. Żółty wyrzucił 3, Niebieski 6, Czerwony 6, Zielony 2; Niebieski i Czerwony rzucili jeszcze raz: Niebieski 4, Czerwony 5. Kto zaczyna? Kliknij jeden z pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red starts: tied with Blue on 6, Red won the roll-off 5 to 4.</source>
        <translation>Zaczyna Czerwony: remisował z Niebieskim na 6, a dogrywkę wygrał 5 do 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue tied with Red on 6, and in the roll-off Red&apos;s 5 beat Blue&apos;s 4.</source>
        <translation>Niebieski remisował z Czerwonym na 6, a w dogrywce piątka Czerwonego pokonała czwórkę Niebieskiego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the highest first roll counts: Blue and Red tied on 6, so only they rolled again.</source>
        <translation>Liczy się tylko najwyższy pierwszy rzut: Niebieski i Czerwony mieli po 6, więc tylko oni rzucali jeszcze raz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Parchís the turn goes against the tokens&apos; travel: after a player comes the seat before theirs (after Yellow, Green). Red has just played. Who plays next? Click one of that player&apos;s tokens.</source>
        <translation>W parchísie kolej idzie przeciwnie do ruchu pionków: po graczu gra poprzednie miejsce (po Żółtym Zielony). Czerwony właśnie zagrał. Kto gra teraz? Kliknij jeden z pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue: the turn passes from Red to Blue, the seat before Red&apos;s.</source>
        <translation>Niebieski: kolej przechodzi od Czerwonego do Niebieskiego, poprzedniego miejsca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green would be next if the turn followed the tokens; in Parchís it goes the other way: after Red comes Blue.</source>
        <translation>Zielony grałby teraz, gdyby kolej szła za pionkami; w parchísie idzie odwrotnie: po Czerwonym Niebieski.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Red comes the seat before Red&apos;s: Blue.</source>
        <translation>Po Czerwonym gra poprzednie miejsce: Niebieski.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to bring all their tokens to the goal wins the game (with &quot;play for places&quot; the others play on for second and third). Win: bring your last token home.</source>
        <translation>Wygrywa gracz, który pierwszy doprowadzi wszystkie swoje pionki na metę (z zasadą „gra o miejsca” pozostali grają dalej o drugie i trzecie miejsce). Wygraj: doprowadź do domu ostatni pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on home square 5 needs exactly 3.</source>
        <translation>Pionek na polu 5 domku potrzebuje dokładnie 3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four tokens in the goal: you win!</source>
        <translation>Wszystkie cztery pionki na mecie: wygrywasz!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the 1 first the token would need exactly 2 more, and your other die is a 3.</source>
        <translation>Gdy najpierw zagrasz 1, pionek będzie potrzebował dokładnie 2, a druga kość to trójka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz: Parchís</source>
        <translation>Quiz: parchís</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <location line="+95"/>
        <location line="+41"/>
        <source>Answer on the board. The first answer of each question counts.</source>
        <translation>Odpowiadaj na planszy. Liczy się pierwsza odpowiedź na każde pytanie.</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>You rolled 5 and 2. Which token can move the 5? Click it.</source>
        <translation>Wypadło 5 i 2. Który pionek może przejść 5? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on 30: the one on 15 would pass Red&apos;s blockade on 17.</source>
        <translation>Pionek na polu 30: pionek z 15 musiałby przejść przez blokadę Czerwonego na 17.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&apos;s two tokens on square 17 are a blockade: the token on 15 cannot pass it.</source>
        <translation>Dwa czerwone pionki na polu 17 to blokada: pionek z 15 nie może jej przejść.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your tokens in the nest need the 5 to come out, and this roll&apos;s 5 goes to a token already out.</source>
        <translation>Twoje pionki w gnieździe potrzebują piątki, by wyjść, a piątkę tego rzutu przechodzi pionek, który już jest w grze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You rolled 3 and 4. Capture the red token.</source>
        <translation>Wypadło 3 i 4. Zbij czerwony pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sum 7 (or 3 then 4) takes the token on 20 onto Red on 27.</source>
        <translation>Suma 7 (albo 3, a potem 4) prowadzi pionek z 20 na Czerwonego na 27.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red stands 7 squares ahead of your token on 20: both dice must go to that token.</source>
        <translation>Czerwony stoi 7 pól przed twoim pionkiem na 20: obie kości muszą pójść na ten pionek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short game of Parchís</source>
        <translation>Krótka partia parchís</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real game against the Beginner, near the end: each of you has one token left to bring home. Hints are on.</source>
        <translation>Prawdziwa gra z Początkującym, pod koniec: każdemu został jeden pionek do doprowadzenia. Podpowiedzi są włączone.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <location line="+95"/>
        <location line="+41"/>
        <source>Follow the hint under the board, or choose your own moves.</source>
        <translation>Idź za podpowiedzią pod planszą albo wybieraj ruchy sam.</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Game over. You know the rules of Parchís!</source>
        <translation>Koniec gry. Znasz zasady parchís!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One die, and the 5 that must enter</source>
        <translation>Jedna kość i piątka, która musi wyprowadzić</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Spanish classic plays with one die. When you roll a 5 and a token can come out of the nest, it must. Roll and bring a token out.</source>
        <translation>W klasycznym hiszpańskim parchísie gra się jedną kością. Gdy wypadnie piątka i pionek może wyjść z gniazda, musi wyjść. Rzuć i wyprowadź pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a token in your nest.</source>
        <translation>Kliknij pionek w swoim gnieździe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out it comes. In the Spanish game a 5 always brings a token out when it can.</source>
        <translation>Wyszedł! W hiszpańskim parchísie piątka zawsze wyprowadza pionek, jeśli może.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Spanish game the turn goes the way the tokens travel: after Yellow comes Blue. Red has just played. Who plays next? Click one of that player&apos;s tokens.</source>
        <translation>W grze hiszpańskiej kolej idzie z ruchem pionków: po Żółtym Niebieski. Czerwony właśnie zagrał. Kto gra teraz? Kliknij jeden z pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green: in the Spanish game the turn follows the tokens, from Red to Green.</source>
        <translation>Zielony: w grze hiszpańskiej kolej idzie za pionkami, od Czerwonego do Zielonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue would be next in Parchís; the Spanish game passes the turn with the tokens&apos; travel: after Red comes Green.</source>
        <translation>W parchísie teraz grałby Niebieski; gra hiszpańska przekazuje kolej z ruchem pionków: po Czerwonym Zielony.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+147"/>
        <source>After Red comes the next seat in the tokens&apos; direction: Green.</source>
        <translation>Po Czerwonym gra następne miejsce w kierunku ruchu pionków: Zielony.</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Your start square 5 is full: a blue and a red token share it. Entering onto a full start captures the token that arrived there last (here Red&apos;s); with only one opponent there you would share the square.</source>
        <translation>Twoje pole startowe 5 jest pełne: stoją na nim niebieski i czerwony pionek. Wyjście na pełny start zbija pionek, który przyszedł tam ostatni (tu czerwony); gdyby stał tam tylko jeden pionek przeciwnika, dzielilibyście pole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll and click a token in your nest.</source>
        <translation>Rzuć i kliknij pionek w swoim gnieździe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&apos;s token goes back to its nest, and you earn a bonus of 20 for the capture.</source>
        <translation>Czerwony pionek wraca do swojego gniazda, a ty dostajesz bonus 20 za zbicie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the Spanish game two tokens of different colours may share a safe square: nobody is captured there. Red rests on the safe square 12: join it with your token on square 8.</source>
        <translation>W grze hiszpańskiej dwa pionki różnych kolorów mogą stać razem na bezpiecznym polu: nikt tam nie zbija. Czerwony stoi na bezpiecznym polu 12: dołącz do niego pionkiem z pola 8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 4 takes the token on square 8 to 12.</source>
        <translation>Czwórka prowadzi pionek z pola 8 na 12.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two colours share the safe square 12; neither can be captured there.</source>
        <translation>Dwa kolory dzielą bezpieczne pole 12; żadnego z nich nie można tam zbić.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the token on square 8 reaches the safe square 12 with the 4.</source>
        <translation>Na bezpieczne pole 12 czwórką dochodzi tylko pionek z pola 8.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A third 6 in a row is not played: the token you moved last goes back to the nest, unless it is already in its home column. Roll three times and keep your tokens out of the nest: take the token on square 55 into its home column with the two sixes.</source>
        <translation>Trzecia szóstka z rzędu nie jest grana: pionek, którym ruszałeś ostatnio, wraca do gniazda, chyba że jest już w domku. Rzuć trzy razy i nie oddaj żadnego pionka do gniazda: dwiema szóstkami wprowadź pionek z pola 55 do domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both sixes (7 each) go to the token on square 55: 62, then the home column.</source>
        <translation>Obie szóstki (po 7) dla pionka na polu 55: na 62, potem do domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The third six could not touch the token in the home column: no token went back.</source>
        <translation>Trzecia szóstka nie mogła ruszyć pionka w domku: żaden pionek nie wrócił do gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then the token on square 27 is the one moved last, and the third six sends it back to the nest.</source>
        <translation>Wtedy ostatnio ruszanym pionkiem jest ten na polu 27, i trzecia szóstka odeśle go do gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both sixes must take the token on square 55 into its home column: there the third six cannot touch it.</source>
        <translation>Obie szóstki muszą wprowadzić pionek z pola 55 do domku: tam trzecia szóstka go nie ruszy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Spanish game a player holding a blockade who rolls a 6 must open a blockade when a move can do it. Roll and open your blockade on square 20.</source>
        <translation>W grze hiszpańskiej gracz z blokadą, który wyrzuci 6, musi otworzyć blokadę, jeśli jakiś ruch to umożliwia. Rzuć i otwórz swoją blokadę na polu 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll, then click a token on square 20.</source>
        <translation>Rzuć, a potem kliknij pionek na polu 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The blockade is open: a 6 always opens it when it can.</source>
        <translation>Blokada otwarta: szóstka zawsze ją otwiera, kiedy może.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz: the Spanish classic</source>
        <translation>Quiz: klasyczny parchís hiszpański</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You rolled a 6 and have no token left in the nest. Where does the token on square 20 go? Move it.</source>
        <translation>Wypadło 6 i nie masz już pionków w gnieździe. Dokąd pójdzie pionek z pola 20? Rusz nim.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To 27: with no token in the nest a 6 counts 7.</source>
        <translation>Na 27: gdy w gnieździe nie ma pionków, szóstka liczy się za 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time move the token on square 20.</source>
        <translation>Tym razem rusz pionkiem z pola 20.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You rolled a 5. Which token must move? Click it.</source>
        <translation>Wypadło 5. Który pionek musi się ruszyć? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token from the nest: with a 5, coming out is compulsory when it can.</source>
        <translation>Pionek z gniazda: z piątką wyjście jest obowiązkowe, kiedy jest możliwe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a 5 a token must come out of the nest first.</source>
        <translation>Z piątką najpierw trzeba wyprowadzić pionek z gniazda.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In Russian parchís a token leaves the nest (is charged) only with a 6, onto its exit square, and the other die then moves that new token. Charge a token and bring it to square 4.</source>
        <translation>W rosyjskim parchísie pionek wychodzi z gniazda („ładuje się”) tylko z szóstką, na swoje pole wyjścia, a wtedy druga kość przesuwa ten nowy pionek. Załaduj pionek i doprowadź go na pole 4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a token in your nest to charge it with the 6; the 3 then moves it.</source>
        <translation>Kliknij pionek w gnieździe, by załadować go szóstką; trójka potem go przesuwa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A captured token becomes a prisoner of the captor. Spend a 6 to ransom it: it returns to your nest, and the captor at once gets a gift of 6 steps. Ransom your prisoner held by Red.</source>
        <translation>Zbity pionek staje się jeńcem zbijającego. Oddaj szóstkę, by go wykupić: wróci do twojego gniazda, a zbijający od razu dostanie prezent — 6 pól. Wykup swój pionek z niewoli u Czerwonego.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Beside some squares there is a rest cell: a move that ends on such a square may end in the rest cell instead, where no one can capture it. Put your token on square 8 into the rest cell beside square 11.</source>
        <translation>Obok niektórych pól jest pole odpoczynku: ruch, który kończy się na takim polu, może skończyć się na polu odpoczynku, gdzie nikt nie zbije pionka. Postaw pionek z pola 8 na polu odpoczynku obok pola 11.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 takes the token on square 8 to 11: choose the rest cell.</source>
        <translation>Trójka prowadzi pionek z pola 8 na 11: wybierz pole odpoczynku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resting: Red cannot capture you there. To leave, the square beside must be free.</source>
        <translation>Na odpoczynku Czerwony cię nie zbije. Żeby odejść, pole obok musi być wolne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This way no token ends in the rest cell beside square 11: the token on 8 needs the 3.</source>
        <translation>Tak żaden pionek nie stanie na polu odpoczynku przy polu 11: pionek z 8 potrzebuje trójki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mirror shortcut</source>
        <translation>Skrót przez lustro</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>You know how a Russian token gets home, when the mirror sends it back, and in which order the compulsory plays apply.</source>
        <translation>Wiesz, jak rosyjski pionek dochodzi do domku, kiedy lustro odsyła go wstecz i w jakiej kolejności obowiązują przymusowe ruchy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Some tables play forced capture: while a capture is possible, only plays that capture are allowed. But the compulsions come in a fixed order: first use as many dice as possible (then the larger one), then the backward jump, and only then the capture. Here the 4 could capture Red on square 14, but then the 2 could not be played: Red on 15 bars the way, and the token on 55 goes home only with exactly 4. Play both dice.</source>
        <translation>Przy niektórych stołach bicie jest ściśle obowiązkowe: dopóki da się zbić, wolno grać tylko ruchy, które biją. Ale przymusy obowiązują w stałej kolejności: najpierw użyć jak najwięcej kości (a gdy tylko jednej — większej), potem skok wstecz, a dopiero potem bicie. Tu czwórka mogłaby zbić czerwony pionek na polu 14, ale wtedy dwójki nie dałoby się zagrać: Czerwony na 15 zagradza drogę, a pionek z 55 wchodzi do domku tylko dokładnie z czwórką. Zagraj obie kości.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 4 takes the token on square 55 home to cell 3; the 2 moves the token on square 10.</source>
        <translation>Czwórka prowadzi pionek z pola 55 na pole 3 domku; dwójką rusza pionek z pola 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both dice played and no capture: using the most dice comes before the forced capture.</source>
        <translation>Obie kości zagrane i bez bicia: użycie jak najwięcej kości ma pierwszeństwo przed obowiązkowym biciem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced capture again. With the 3 the token on corner 49 could step onto Red on square 52, but the same 3 can also jump backward across the mirror to corner 21, and the backward jump comes before the capture. Play the roll.</source>
        <translation>Znowu bicie jest obowiązkowe. Trójką pionek z narożnika 49 mógłby stanąć na czerwonym pionku na polu 52, ale ta sama trójka może też przenieść go skokiem wstecz przez lustro na narożnik 21, a skok wstecz ma pierwszeństwo przed biciem. Zagraj rzut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to square 21 instead of a capture. The order: most dice, then the backward jump, then the forced capture.</source>
        <translation>Z powrotem na pole 21 zamiast bicia. Kolejność: jak najwięcej kości, potem skok wstecz, potem obowiązkowe bicie.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tokens on castles (marked with a flower) cannot be captured, with one exception: a token entering onto its own castle captures a lone opponent standing there. Red sits on your entry castle: capture it.</source>
        <translation>Pionków na zamkach nie można zbić, z jednym wyjątkiem: pionek wychodzący na swój zamek wejścia zbija stojący tam samotny pionek przeciwnika. Czerwony stoi na twoim zamku wejścia: zbij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring a token out of your nest with the 5.</source>
        <translation>Wyprowadź pionek z gniazda piątką.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your blockade on square 30 has stood three turns: it must open now. With every token out of the nest, each die of a double may count its reverse face (7 minus the number). Open the blockade and put a token on square 31.</source>
        <translation>Twoja blokada na polu 30 stoi już trzy tury: teraz trzeba ją otworzyć. Gdy wszystkie pionki wyszły z gniazda, każda kość dubletu może liczyć się według przeciwnej ścianki (7 minus liczba oczek). Otwórz blokadę i postaw pionek na polu 31.</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Bonuses: 20 for a capture, 10 for the goal</source>
        <translation>Bonusy: 20 za zbicie, 10 za metę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capture earns 20 extra steps and reaching the goal 10, each played by one token. Capture the red token, then use the 20 to bring your other token to square 60.</source>
        <translation>Zbicie daje 20 dodatkowych pól, a dojście do mety 10; każdy bonus przechodzi jeden pionek. Zbij czerwony pionek, a potem bonusem 20 doprowadź drugi pionek na pole 60.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 4 captures on square 25; then give the 20 to the token on square 40.</source>
        <translation>Czwórka zbija na polu 25; potem oddaj 20 pionkowi z pola 40.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture and bonus: 20 steps for free.</source>
        <translation>Zbicie i bonus: 20 pól za darmo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>This way your token on square 40 cannot reach square 60.</source>
        <translation>Tak twój pionek z pola 40 nie dojdzie na pole 60.</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>A 6 counts 7, and three sixes</source>
        <translation>Szóstka liczy się za siedem, i trzy szóstki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no token left in the nest a 6 moves 7, and it gives another roll. Beware: a third 6 in a row sends the token moved last back to the nest. Bring a token to square 30.</source>
        <translation>Gdy w gnieździe nie ma już pionków, szóstka przesuwa o siedem i daje kolejny rzut. Uwaga: trzecia szóstka z rzędu odsyła ostatnio ruszony pionek do gniazda. Doprowadź pionek na pole 30.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 counts 7: the token on 20 goes to 27, and the next roll takes it on.</source>
        <translation>Szóstka liczy się za siedem: pionek z 20 idzie na 27, a następny rzut prowadzi go dalej.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 = 7 and a roll again: the best face of the Spanish die.</source>
        <translation>6 = 7 i jeszcze jeden rzut: najlepsza ścianka hiszpańskiej kości.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this move no token can reach square 30 with the next roll.</source>
        <translation>Po tym ruchu żaden pionek nie dojdzie na pole 30 następnym rzutem.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+61"/>
        <location line="+31"/>
        <source>Click one of your own yellow tokens.</source>
        <translation>Kliknij jeden ze swoich żółtych pionków.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>A short Spanish game</source>
        <translation>Krótka partia hiszpańska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real Spanish game against the Beginner, near the end. Hints are on.</source>
        <translation>Prawdziwa partia hiszpańska z Początkującym, pod koniec. Podpowiedzi są włączone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over. You know the Spanish classic!</source>
        <translation>Koniec gry. Znasz klasyczny hiszpański parchís!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charging on a 6</source>
        <translation>Ładowanie szóstką</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charged! Remember: only a 6 brings a token into play here.</source>
        <translation>Załadowany! Zapamiętaj: tutaj tylko szóstka wprowadza pionek do gry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This way no token reaches square 4: charge with the 6 and move the new token with the 3.</source>
        <translation>Tak żaden pionek nie dojdzie na pole 4: załaduj szóstką i przesuń nowy pionek trójką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Russian parchís the turn passes to the player on the left, against the tokens&apos; travel: after Red comes Blue. Yellow has just played. Who plays next? Click one of that player&apos;s tokens.</source>
        <translation>W rosyjskim parchísie kolej przechodzi na gracza po lewej, przeciwnie do ruchu pionków: po Czerwonym Niebieski. Żółty właśnie zagrał. Kto gra teraz? Kliknij jeden z pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green: the turn passes from Yellow to Green, against the tokens&apos; travel.</source>
        <translation>Zielony: kolej przechodzi od Żółtego do Zielonego, przeciwnie do ruchu pionków.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue would be next if the turn followed the tokens; here it goes the other way: after Yellow comes Green.</source>
        <translation>Niebieski grałby teraz, gdyby kolej szła za pionkami; tu idzie odwrotnie: po Żółtym Zielony.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After Yellow comes the seat before Yellow&apos;s: Green.</source>
        <translation>Po Żółtym gra poprzednie miejsce: Zielony.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prisoners, ransom and the gift</source>
        <translation>Jeńcy, wykup i prezent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click your token in Red&apos;s prison and use the 6.</source>
        <translation>Kliknij swój pionek w niewoli u Czerwonego i użyj szóstki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free again! Red took the gift of 6; the rest of your roll was yours.</source>
        <translation>Znów wolny! Czerwony dostał prezent — szóstkę, a reszta rzutu była twoja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move spends the 6 on something else: the prisoner stays with Red.</source>
        <translation>Ten ruch wydaje szóstkę na coś innego: jeniec zostaje u Czerwonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before rolling you may exchange prisoners one for one: give Red back its token that you hold, and take your own token out of Red&apos;s prison. Make the exchange, then roll and play.</source>
        <translation>Przed rzutem możesz wymieniać jeńców jeden za jednego: oddaj Czerwonemu jego pionek, który trzymasz w niewoli, i odbierz swój pionek z niewoli u Czerwonego. Dokonaj wymiany, potem rzuć i graj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the exchange button before rolling.</source>
        <translation>Kliknij przycisk wymiany przed rzutem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanged: both tokens went back to their nests, and no 6 was spent.</source>
        <translation>Wymiana zrobiona: oba pionki wróciły do swoich gniazd, a żadna szóstka nie została wydana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange before you roll: once the dice are rolled the moment has passed.</source>
        <translation>Wymieniaj przed rzutem: gdy kości są rzucone, chwila minęła.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rest cells and the 1:1 swap</source>
        <translation>Pola odpoczynku i zamiana przy 1:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token in a rest cell cannot be captured, and a token beside it covers it. With a 1:1 beside a rest cell held by an opponent, you may swap places with it. Red rests beside square 17: take its place.</source>
        <translation>Pionka na polu odpoczynku nie można zbić, a pionek na polu obok go zasłania. Z dubletem 1:1 obok pola odpoczynku zajętego przez przeciwnika możesz zamienić się z nim miejscami. Czerwony odpoczywa przy polu 17: zajmij jego miejsce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click your token on square 17 and choose the swap (1:1).</source>
        <translation>Kliknij swój pionek na polu 17 i wybierz zamianę (1:1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swapped: now your token rests safely, and Red stands on the track.</source>
        <translation>Zamiana: teraz twój pionek bezpiecznie odpoczywa, a Czerwony stoi na trasie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move spends the 1:1 otherwise: only the swap puts you into the rest cell.</source>
        <translation>Ten ruch wydaje 1:1 inaczej: na pole odpoczynku zaprowadzi cię tylko zamiana.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>From a mirror corner a 1 jumps straight to the next corner and a 3 jumps diagonally through the mirror. A player who leaves a capture sees the token that could have captured sent to the mirror. Jump across the mirror from square 7.</source>
        <translation>Z narożnika lustra jedynka przenosi prosto do następnego narożnika, a trójka po przekątnej przez lustro. Gracz, który pominie zbicie, traci pionek, który mógł zbić: trafia on do lustra. Przeskocz przez lustro z pola 7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 on the token on square 7 jumps through the centre to square 35.</source>
        <translation>Trójka pionkiem z pola 7 przenosi go przez środek na pole 35.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across the board in one move! The mirror saves many squares.</source>
        <translation>Przez całą planszę jednym ruchem! Lustro skraca drogę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move does not use the mirror, and afterwards no jump is possible.</source>
        <translation>Ten ruch nie korzysta z lustra, a po nim skok nie będzie już możliwy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing, the mirror penalty and leaving the mirror</source>
        <translation>Zbijanie, kara lustra i zejście z lustra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Russian parchís a captured token becomes a prisoner; a capture left undone is punished by the mirror.</source>
        <translation>W rosyjskim parchísie zbity pionek staje się jeńcem; za pominięte zbicie karze lustro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You know how Russian captures, the mirror penalty and the way back from the mirror work.</source>
        <translation>Wiesz, jak w rosyjskim parchísie się zbija, jak karze lustro i jak z niego zejść.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landing on an opponent captures it: the token becomes your prisoner. You may leave a capture, but then your token that could have captured is sent to the mirror. Capture the red token on square 14.</source>
        <translation>Stając na pionku przeciwnika, zbijasz go: staje się twoim jeńcem. Zbicie można pominąć, ale wtedy twój pionek, który mógł zbić, trafia do lustra. Zbij czerwony pionek na polu 14.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 4 takes the token on square 10 onto Red&apos;s token on 14.</source>
        <translation>Czwórka prowadzi pionek z pola 10 na czerwony pionek na 14.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&apos;s token is your prisoner now: Red must ransom or exchange it.</source>
        <translation>Czerwony pionek jest teraz twoim jeńcem: Czerwony musi go wykupić albo wymienić.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This leaves the capture: the token on square 10 would go to the mirror as a penalty.</source>
        <translation>Tak zbicie zostaje pominięte: pionek z pola 10 za karę trafi do lustra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the penalty once: this time do not capture. Play the 4 with the token on square 30, and the 2 with the token on square 10.</source>
        <translation>Zobacz karę raz: tym razem nie zbijaj. Zagraj 4 pionkiem z pola 30, a 2 pionkiem z pola 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First the 4 with the token on 30, then the 2 with the token on 10.</source>
        <translation>Najpierw 4 pionkiem z 30, potem 2 pionkiem z 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token that could have captured went to the mirror in the centre: that is the price of a capture left undone.</source>
        <translation>Pionek, który mógł zbić, trafił do lustra na środku: taka jest cena pominiętego zbicia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time leave the capture, to see what the mirror penalty does.</source>
        <translation>Tym razem nie zbijaj, żeby zobaczyć, jak karze lustro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token on the mirror needs a 6 to step to its arrow cell, and another 6 from there to go back to the nest. Step off the mirror.</source>
        <translation>Pionek w lustrze potrzebuje szóstki, by przejść na swoje pole strzałki, i jeszcze jednej szóstki, by stamtąd wrócić do gniazda. Zejdź z lustra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the 6 on the token on the mirror, then the 1 on the token on square 30.</source>
        <translation>Szóstka dla pionka w lustrze, potem jedynka dla pionka na polu 30.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the arrow cell: one more 6 and this token is back in the nest.</source>
        <translation>Na polu strzałki: jeszcze jedna szóstka i ten pionek wróci do gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 6 is the only way off the mirror: use it on the token in the centre.</source>
        <translation>Z lustra schodzi się tylko z szóstką: daj ją pionkowi na środku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Russian parchís a token never jumps over another token, of any colour, and never ends on its own token. You rolled 5 and 2: which of your tokens can move the 5? Click it.</source>
        <translation>W rosyjskim parchísie pionek nigdy nie przeskakuje innego pionka, w żadnym kolorze, i nigdy nie staje na własnym. Wypadło 5 i 2: który z twoich pionków może przejść 5? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right: from 10 the way to 15 is clear; the token on 20 would have to jump over Red on 22.</source>
        <translation>Dobrze: z 10 do 15 droga jest wolna; pionek z 20 musiałby przeskoczyć Czerwonego na 22.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red stands on square 22, between 20 and 25: a token never jumps over another.</source>
        <translation>Czerwony stoi na polu 22, między 20 a 25: pionki się nie przeskakują.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your last square, home, and the backward jump</source>
        <translation>Twoje ostatnie pole, domek i skok wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own last square is the square just before your home column (56 for Yellow); a token never steps past it.</source>
        <translation>Twoje ostatnie pole to pole tuż przed twoim domkiem (dla Żółtego 56); pionek nigdy nie idzie dalej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When only one die can be used, it must be the larger one. From square 50, the 6 takes your token to your last square 56, while the 4 would leave it unable to use the 6. Play the roll.</source>
        <translation>Gdy da się użyć tylko jednej kości, musi to być większa. Z pola 50 szóstka prowadzi twój pionek na ostatnie pole 56, a po czwórce pionek nie mógłby zagrać szóstki. Zagraj rzut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the token on square 50: only the 6 is allowed.</source>
        <translation>Kliknij pionek na polu 50: wolno tylko szóstką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The larger die it is: now your token waits on your last square for the exact count home.</source>
        <translation>Większa kość: teraz twój pionek czeka na ostatnim polu na dokładną liczbę do domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From your last square a token turns into the home column only by the exact count that lands it on the innermost free home cell (5 first, then 4…). Home cell 5 is taken: bring the token on square 53 to home cell 4.</source>
        <translation>Z ostatniego pola pionek wchodzi do domku tylko dokładną liczbą, która prowadzi go na najgłębsze wolne pole domku (najpierw 5, potem 4…). Pole 5 domku jest zajęte: doprowadź pionek z pola 53 na pole 4 domku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 first (to 56), then the 4.</source>
        <translation>Najpierw trójka (do 56), potem czwórka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home! 3 steps to your last square and 4 into the column: exactly the innermost free cell. Tokens at home never move again.</source>
        <translation>W domku! 3 kroki do ostatniego pola i 4 w domku: dokładnie na najgłębsze wolne pole. Pionki w domku już się nie ruszają.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From mirror corner 49 a 3 jumps across to corner 21, past your own last square: the token must go round again. When such a backward jump is possible with a 3, it must be made. Play the roll.</source>
        <translation>Z narożnika lustra 49 trójka przenosi przez lustro na narożnik 21, za twoje ostatnie pole: pionek musi iść jeszcze jedno okrążenie. Gdy taki skok wstecz jest możliwy z trójką, trzeba go wykonać. Zagraj rzut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 must jump from 49 to 21; the 2 moves any token.</source>
        <translation>Trójka musi przenieść pionek z 49 na 21; dwójką rusza dowolny pionek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to square 21: the mirror is not always a friend.</source>
        <translation>Z powrotem na pole 21: lustro nie zawsze jest przyjacielem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three doubles in a row</source>
        <translation>Trzy dublety z rzędu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each double gives another roll, and after a third double in a row one of your tokens on the track may go straight home. Play the three doubles and take the reward.</source>
        <translation>Każdy dublet daje kolejny rzut, a po trzecim dublecie z rzędu jeden twój pionek z trasy może od razu pójść do domku. Rozegraj trzy dublety i weź nagrodę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move your token with each double; after the third, click it to send it home (★).</source>
        <translation>Ruszaj pionkiem przy każdym dublecie; po trzecim kliknij go, by wysłać go do domku (★).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Straight home! Three doubles are rare, so take the reward.</source>
        <translation>Prosto do domku! Trzy dublety zdarzają się rzadko, więc bierz nagrodę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move declines the reward: after three doubles, send a token straight home.</source>
        <translation>Ten ruch odrzuca nagrodę: po trzech dubletach wyślij pionek prosto do domku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz: Russian parchís</source>
        <translation>Quiz: rosyjski parchís</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You rolled 5 and 2. Can a token leave the nest? Click a token that can move.</source>
        <translation>Wypadło 5 i 2. Czy pionek może wyjść z gniazda? Kliknij pionek, który może się ruszyć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the token on square 10: a token leaves the nest only with a 6.</source>
        <translation>Tylko pionek na polu 10: z gniazda wychodzi się tylko z szóstką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A token leaves the nest only with a 6, and this roll has none.</source>
        <translation>Z gniazda wychodzi się tylko z szóstką, a w tym rzucie jej nie ma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You rolled 3 and 2. Where can the token on mirror corner 7 jump? Jump it across the mirror.</source>
        <translation>Wypadło 3 i 2. Dokąd może skoczyć pionek z narożnika lustra 7? Przenieś go przez lustro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To 35: the 3 jumps diagonally through the mirror to the opposite corner.</source>
        <translation>Na 35: trójka przenosi po przekątnej przez lustro na przeciwny narożnik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the 3 on the token on corner 7 jumps across the mirror.</source>
        <translation>Przez lustro przenosi tylko trójka pionka na narożniku 7.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short game of Russian parchís</source>
        <translation>Krótka partia rosyjskiego parchísa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>A real game against the Beginner, near the end. Hints are on.</source>
        <translation>Prawdziwa gra z Początkującym, pod koniec. Podpowiedzi są włączone.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Game over. You know Russian parchís!</source>
        <translation>Koniec gry. Znasz rosyjski parchís!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Castles and the entering capture</source>
        <translation>Zamki i zbicie przy wyjściu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captured on the castle, and 20 bonus steps too.</source>
        <translation>Zbity na zamku, a do tego 20 pól bonusu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move does not bring a token out with the 5, and only an entering token captures on a castle.</source>
        <translation>Ten ruch nie wyprowadza pionka piątką, a na zamku zbija tylko pionek wychodzący.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Pachisi the turn goes the way the tokens travel: after Yellow comes Blue. Red has just played. Who plays next? Click one of that player&apos;s tokens.</source>
        <translation>W pachisi kolej idzie z ruchem pionków: po Żółtym Niebieski. Czerwony właśnie zagrał. Kto gra teraz? Kliknij jeden z pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green: in Pachisi the turn follows the tokens, from Red to Green.</source>
        <translation>Zielony: w pachisi kolej idzie za pionkami, od Czerwonego do Zielonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue would be next in Parchís; in Pachisi the turn follows the tokens: after Red comes Green.</source>
        <translation>W parchísie teraz grałby Niebieski; w pachisi kolej idzie za pionkami: po Czerwonym Zielony.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The 20 bonus</source>
        <translation>Bonus 20 pól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capture earns 20 extra steps for one token. Capture the red token and use the bonus to bring your other token to square 60.</source>
        <translation>Za zbicie jeden pionek dostaje 20 dodatkowych pól. Zbij czerwony pionek i bonusem doprowadź drugi pionek na pole 60.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 5 captures on square 15; give the 20 to the token on square 40.</source>
        <translation>Piątka zbija na polu 15; oddaj 20 pionkowi z pola 40.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20 free steps: captures pay in Pachisi.</source>
        <translation>20 pól za darmo: w pachisi zbijanie się opłaca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token reaches the goal only by the exact count. Bring the token on home square 5 to the goal.</source>
        <translation>Na metę pionek wchodzi tylko dokładną liczbą oczek. Doprowadź pionek z pola 5 domku na metę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 3 takes the token on home square 5 to the goal; the 4 moves the token on 40.</source>
        <translation>Trójka prowadzi pionek z pola 5 domku na metę; czwórka pionek z pola 40.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the goal: the 3 was exactly right.</source>
        <translation>Na mecie: trójka pasowała dokładnie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the 3 takes the token on home square 5 exactly to the goal.</source>
        <translation>Dokładnie na metę pionek z pola 5 domku prowadzi tylko trójka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blockade age and reverse faces</source>
        <translation>Wiek blokady i przeciwne ścianki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play one 6 as its reverse face, 1, with a token on square 30.</source>
        <translation>Zagraj jedną szóstkę jako jej przeciwną ściankę, jedynkę, pionkiem z pola 30.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 6 that counts as 1: reverse faces give a double many more choices.</source>
        <translation>Szóstka, która liczy się jako jedynka: przeciwne ścianki dają dubletowi dużo więcej możliwości.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this move no token can end on square 31 with the blockade open.</source>
        <translation>Po tym ruchu żaden pionek nie stanie na polu 31 przy otwartej blokadzie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quiz: Pachisi</source>
        <translation>Quiz: pachisi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You rolled 4 and 1. Which token can move the 4? Click it.</source>
        <translation>Wypadło 4 i 1. Który pionek może przejść 4? Kliknij go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The token on 40: from 9 the 4 would land on castle 13, held by Red.</source>
        <translation>Pionek na polu 40: z pola 9 czwórka prowadziłaby na zamek 13, zajęty przez Czerwonego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Square 13 is a castle held by Red: no token may land there.</source>
        <translation>Pole 13 to zamek zajęty przez Czerwonego: nie wolno tam stanąć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your tokens in the nest come out only with a 5.</source>
        <translation>Twoje pionki w gnieździe wychodzą tylko z piątką.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double with every token out of the nest: each die may count its reverse face (7 minus the number). Put a token on square 25.</source>
        <translation>Dublet, gdy wszystkie pionki wyszły z gniazda: każda kość może liczyć się według przeciwnej ścianki (7 minus liczba oczek). Postaw pionek na polu 25.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 2 read as its reverse face 5 takes the token on 20 to 25.</source>
        <translation>Dwójka liczona według przeciwnej ścianki jako 5 prowadzi pionek z 20 na 25.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read one 2 as its reverse face, 5, for the token on square 20.</source>
        <translation>Policz jedną dwójkę według przeciwnej ścianki, jako 5, dla pionka na polu 20.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short game of Pachisi</source>
        <translation>Krótka partia pachisi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over. You know Pachisi!</source>
        <translation>Koniec gry. Znasz pachisi!</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message>
        <location filename="../parchis_desktop/ui/review/charts.py" line="+315"/>
        <source>Luck of the dice (points of win chance, summed)</source>
        <translation>Szczęście w rzutach (punkty szansy na wygraną, narastająco)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost to own mistakes (points of win chance, summed)</source>
        <translation>Stracone na własnych błędach (punkty szansy na wygraną, narastająco)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/game/main_window.py" line="+209"/>
        <source>Parchís Desktop</source>
        <translation>Parchís Desktop</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_menus.py" line="+85"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules in force…</source>
        <translation>Zasady &amp;partii…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Wczytaj…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Recen&amp;t saves</source>
        <translation>&amp;Ostatnie zapisy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Undo to my last turn</source>
        <translation>&amp;Cofnij do mojej tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Wycisz dźwięk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Podp&amp;owiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Parchís Desktop</source>
        <translation>&amp;O programie Parchís Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Zasady gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tutorial…</source>
        <translation>&amp;Samouczek…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Puzzles…</source>
        <translation>Ł&amp;amigłówki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome screen</source>
        <translation>&amp;Ekran powitalny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;ystyki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;history…</source>
        <translation>&amp;Historia partii…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;eview this game</source>
        <translation>O&amp;mówienie tej partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse this game</source>
        <translation>&amp;Analizuj tę partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse a sa&amp;ved game…</source>
        <translation>Analizuj zapisaną &amp;grę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis &amp;board…</source>
        <translation>Plan&amp;sza analizy…</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_games.py" line="+70"/>
        <source>Abandon the game?</source>
        <translation>Porzucić grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game is in progress. Abandon it and start the new one?</source>
        <translation>Gra jeszcze trwa. Porzucić ją i zacząć nową?</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/game_files.py" line="+41"/>
        <location filename="../parchis_desktop/ui/game/window_games.py" line="+15"/>
        <source>Game loaded.</source>
        <translation>Wczytano grę.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_games.py" line="+10"/>
        <source>The game&apos;s record in this file does not replay, so it was loaded without its history (the position is as saved).</source>
        <translation>Zapisu partii w tym pliku nie da się odtworzyć, więc gra została wczytana bez historii ruchów (pozycja jest taka, jak przy zapisie).</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/game_files.py" line="-4"/>
        <source>Could not load %1: %2</source>
        <translation>Nie udało się wczytać %1: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not save: %1</source>
        <translation>Nie udało się zapisać: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1.</source>
        <translation>Zapisano grę: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace saved game?</source>
        <translation>Zastąpić zapisaną grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists. Replace it?</source>
        <translation>Plik %1 już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No saved games yet</source>
        <translation>Nie ma jeszcze zapisanych gier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load game</source>
        <translation>Wczytaj grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games and positions (*.json);;All files (*)</source>
        <translation>Zapisane gry i pozycje (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A game is in progress. Abandon it and load %1?</source>
        <translation>Gra jeszcze trwa. Porzucić ją i wczytać %1?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Nie udało się przywrócić automatycznie zapisanej gry: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume game?</source>
        <translation>Wznowić grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished game was saved when you left. Resume it?</source>
        <translation>Przy wyjściu zapisano niedokończoną grę. Wznowić ją?</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_games.py" line="+52"/>
        <location line="+2"/>
        <source>Undone: back to the start of your turn.</source>
        <translation>Cofnięto: wracasz do początku swojej tury.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_dialogs.py" line="+72"/>
        <source>About Parchís Desktop</source>
        <translation>O programie Parchís Desktop</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Expert&apos;s process cannot be started, so the Strong level plays for it.</source>
        <translation>Nie można uruchomić procesu poziomu „Ekspert”, więc za niego gra poziom „Silny”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert&apos;s process stopped answering, so the Strong level made this move.</source>
        <translation>Proces poziomu „Ekspert” przestał odpowiadać, więc ten ruch wykonał poziom „Silny”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Expert&apos;s process stopped, so the Strong level made this move.</source>
        <translation>Proces poziomu „Ekspert” zatrzymał się, więc ten ruch wykonał poziom „Silny”.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_history.py" line="+88"/>
        <source>Replay: this game</source>
        <translation>Odtwarzanie: ta partia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The review of a game in progress against the computer opens once the game is over: it would show the best moves.</source>
        <translation>Omówienie partii z komputerem otworzy się po jej zakończeniu: pokazałoby najlepsze ruchy.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Review: %1</source>
        <translation>Omówienie: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>A game is in progress. Abandon it and continue the replayed game from here?</source>
        <translation>Gra jeszcze trwa. Porzucić ją i kontynuować oglądaną partię od tego miejsca?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continued from a replay.</source>
        <translation>Gra kontynuowana od miejsca z odtwarzania.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_dialogs.py" line="+39"/>
        <source>Parchís Desktop is already open for this user: this window does not autosave its game (save it with Ctrl+S).</source>
        <translation>Parchís Desktop jest już otwarty dla tego użytkownika: w tym oknie gra nie jest zapisywana automatycznie (zapisz ją przez Ctrl+S).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game cannot be autosaved (%1). Save it with Ctrl+S to keep it.</source>
        <translation>Nie udaje się automatycznie zapisać gry (%1). Aby jej nie stracić, zapisz ją przez Ctrl+S.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autosave works again.</source>
        <translation>Automatyczny zapis znowu działa.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_events.py" line="+48"/>
        <source>Who starts? Everyone rolls one die; the highest starts.</source>
        <translation>Kto zaczyna? Każdy rzuca jedną kością; zaczyna ten, kto wyrzuci najwięcej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts? A tie: %1 roll again; the highest starts.</source>
        <translation>Kto zaczyna? Remis: %1 rzucają ponownie; zaczyna ten, kto wyrzuci najwięcej.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who starts: %1 rolls %2.</source>
        <translation>Kto zaczyna: %1 wyrzuca %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie at %1: %2 roll again.</source>
        <translation>Remis (po %1): %2 rzucają ponownie.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/main_window.py" line="+138"/>
        <source>Who starts? %1 rolls one die.</source>
        <extracomment>A window that does not paint (started minimized) runs the jobs after this long anyway.</extracomment>
        <translation>Kto zaczyna? %1 rzuca jedną kością.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No legal move with this roll. A die mistyped? Change dice.</source>
        <translation>Tym rzutem nie można wykonać ruchu. Źle wpisana kość? Zmień kości.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. Start a new one from the Game menu (Ctrl+N).</source>
        <translation>Gra zakończona. Nową rozpoczniesz z menu Gra (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/hints.py" line="+45"/>
        <source>%1 chooses the gift of %2: click one of their glowing tokens.</source>
        <translation>%1 wybiera prezent %2: kliknij jeden z podświetlonych pionków tego gracza.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Third double: click a glowing token to send it straight home, or decline the reward.</source>
        <translation>Trzeci dublet: kliknij podświetlony pionek, aby wysłać go prosto do domu, albo odrzuć nagrodę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All your tokens are home: move your partner&apos;s tokens (%1). Click a glowing token.</source>
        <translation>Wszystkie twoje pionki są w domku: graj pionkami partnera (%1). Kliknij świecący pionek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a glowing token to move it (or use the arrow keys and Enter).</source>
        <translation>Kliknij podświetlony pionek, aby nim ruszyć (lub strzałki i Enter).</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/main_window.py" line="-8"/>
        <source>Roll the dice: click the button or press Space.</source>
        <translation>Rzuć kośćmi: kliknij przycisk lub naciśnij spację.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Exchange prisoners with the buttons above as often as you like, then roll (Space).</source>
        <translation>Wymieniaj jeńców przyciskami powyżej dowolnie wiele razy, potem rzuć kośćmi (spacja).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No legal move with this roll.</source>
        <translation>Przy tym rzucie nie ma dozwolonego ruchu.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/hints.py" line="-5"/>
        <source>Choose with the buttons above.</source>
        <translation>Wybierz przyciskami powyżej.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_input.py" line="+41"/>
        <source>Looking for a good move…</source>
        <translation>Szukam dobrego ruchu…</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/hints.py" line="-36"/>
        <source>No hint: roll the dice.</source>
        <translation>Brak podpowiedzi: rzuć kośćmi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint: %1. This move is compulsory: %2</source>
        <translation>Podpowiedź: %1. Ten ruch jest obowiązkowy: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: %1, because %2.</source>
        <translation>Podpowiedź: %1, bo %2.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/move_input.py" line="+137"/>
        <source>Roll the dice first (Space).</source>
        <translation>Najpierw rzuć kośćmi (spacja).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This token cannot move now.</source>
        <translation>Tym pionkiem nie można teraz ruszyć.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Choose where to go: click a marked square (or arrows and Enter). Esc cancels.</source>
        <translation>Wybierz, dokąd iść: kliknij zaznaczone pole (lub strzałki i Enter). Esc anuluje.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/game/window_analysis.py" line="+72"/>
        <source>Analysis: this game</source>
        <extracomment>The Expert&apos;s node budget of the analysis board (None: the analysis module&apos;s default).</extracomment>
        <translation>Analiza: ta partia</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>Analysis: %1</source>
        <translation>Analiza: %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The game could not be analysed: %1</source>
        <translation>Nie udało się przeanalizować gry: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Analyse a saved game</source>
        <translation>Analizuj zapisaną grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Zapisane gry (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <location filename="../parchis_desktop/ui/game/move_log.py" line="+35"/>
        <source>%1; a tie, again: %2</source>
        <translation>%1; remis, jeszcze raz: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who starts: %1</source>
        <translation>Kto zaczyna: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 starts.</source>
        <translation>Zaczyna %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 rolls %2</source>
        <translation>%1 wyrzuca %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot move and passes.</source>
        <translation>%1 nie ma ruchu i pasuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins the game!</source>
        <translation>%1 wygrywa partię!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 win the game as a team!</source>
        <translation>Wygrywa drużyna: %1!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (played by the partner, %1)</source>
        <translation> (gra partner: %1)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/new_game.py" line="+62"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;House rules…</source>
        <translation>Zasady &amp;domowe…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Board:</source>
        <translation>Pl&amp;ansza:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Teams: partners sit opposite</source>
        <translation>Dr&amp;użyny: partnerzy siedzą naprzeciw siebie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seats (the colour is the seat)</source>
        <translation>Miejsca (kolor oznacza miejsce)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty</source>
        <translation>Puste</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Amator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Silny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: computer level</source>
        <translation>%1: poziom komputera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: player&apos;s name</source>
        <translation>%1: imię gracza</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Ph&amp;ysical dice: we roll real dice and enter each roll</source>
        <translation>&amp;Prawdziwe kości: rzucamy sami i wpisujemy każdy rzut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on a real board: the app referees your rolls, shows the legal moves and plays the computer seats.</source>
        <translation>Grajcie na prawdziwej planszy: aplikacja sędziuje rzuty, pokazuje dozwolone ruchy i gra za komputer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pr&amp;actice game (analysis allowed)</source>
        <translation>Partia &amp;treningowa (analiza dozwolona)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The analysis board may be used while this game is played; the history marks it as a practice game.</source>
        <translation>W trakcie tej partii można korzystać z planszy analizy; historia oznaczy ją jako treningową.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 is played on a four-seat board only.</source>
        <translation>%1: gra się tylko na planszy z czterema miejscami.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>At least two seats must be taken.</source>
        <translation>Zajęte muszą być co najmniej dwa miejsca.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../parchis_desktop/ui/game/main_window.py" line="-310"/>
        <source>Close this message</source>
        <translation>Zamknij ten komunikat</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../parchis_desktop/ui/analysis/editor.py" line="+30"/>
        <source>square %1</source>
        <translation>pole %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>&amp;Rules:</source>
        <extracomment>A valid new position (the engine took it). A refused setup: the sentence saying why (the position did not change).</extracomment>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Board:</source>
        <translation>Pl&amp;ansza:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;layers:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;urn:</source>
        <translation>&amp;Czyj ruch:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Kości:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To&amp;ken:</source>
        <translation>&amp;Pionek:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drag a token on the board to any place of its colour, or choose a token and a place below. The engine checks every setup; one it refuses is not taken.</source>
        <translation>Przeciągnij pionek po planszy na dowolne miejsce jego koloru albo wybierz pionek i miejsce poniżej. Silnik sprawdza każde ustawienie; tego, którego nie przyjmie, plansza nie weźmie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start position</source>
        <translation>Pozycja &amp;startowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every token in its nest, with the rules, board and players above</source>
        <translation>Wszystkie pionki w gniazdach, z zasadami, planszą i graczami wybranymi powyżej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Be&amp;fore the roll</source>
        <translation>Przed &amp;rzutem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put t&amp;here</source>
        <translation>Postaw &amp;tutaj</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Die %1</source>
        <translation>Kość %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 seats</source>
        <translation>miejsc: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, token %2</source>
        <translation>%1, pionek %2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>There is no place of %1 there: put a token on its nest, a square of its way, its home column or the goal.</source>
        <translation>Tu nie ma miejsca dla gracza „%1”: postaw pionek w jego gnieździe, na polu jego drogi, w domku albo na mecie.</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/positions.py" line="+44"/>
        <source>Square %1 cannot hold tokens of two colours.</source>
        <translation>Na polu %1 nie mogą stać pionki dwóch kolorów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At most two tokens can stand on square %1.</source>
        <translation>Na polu %1 mogą stać najwyżej dwa pionki.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At most two tokens can stand on a square of the home column (%1, %2).</source>
        <translation>Na polu domku mogą stać najwyżej dwa pionki (%1, %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In these rules only one token can stand on a square (square %1).</source>
        <translation>Według tych zasad na polu może stać tylko jeden pionek (pole %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A rest cell holds only one token (%1).</source>
        <translation>Na polu odpoczynku mieści się tylko jeden pionek (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s home column fills from the innermost cell: move the tokens up to the end of the column first.</source>
        <translation>Domek gracza „%1” zapełnia się od najdalszego pola: najpierw przesuń pionki na koniec domku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game needs at least two players.</source>
        <translation>Do gry potrzeba co najmniej dwóch graczy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every player has brought all tokens home: the game ends before that.</source>
        <translation>Wszyscy gracze doprowadzili wszystkie pionki do domu, a gra kończy się wcześniej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More than one player has brought every token home, and the order in which they finished cannot be known: the game would have ended with the first.</source>
        <translation>Wszystkie pionki do domu doprowadziło kilku graczy i nie wiadomo, kto był pierwszy: gra skończyłaby się na pierwszym z nich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one player can have finished with these rules: the game ends with the first one home.</source>
        <translation>Według tych zasad tylko jeden gracz może skończyć: gra kończy się, gdy pierwszy doprowadzi wszystkie pionki do domu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has already brought every token home and has no turn.</source>
        <translation>Gracz „%1” doprowadził już wszystkie pionki do domu i nie ma już ruchu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not play in this position, so it cannot have the turn.</source>
        <translation>Gracz „%1” nie gra w tej pozycji, więc ruch nie może należeć do niego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token cannot be held prisoner by its partner.</source>
        <translation>Pionek nie może być w niewoli u partnera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not on %2&apos;s way round the board.</source>
        <translation>Pole %1 nie leży na drodze gracza „%2”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a position in JSON (docs/rules.md §6): %1</source>
        <translation>To nie jest pozycja w formacie JSON (docs/rules.md §6): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position names no rule set this game knows: %1</source>
        <translation>Pozycja podaje zasady, których gra nie zna: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice are not possible with these rules: %1</source>
        <translation>Takie kości są niemożliwe według tych zasad: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engine refuses this position (%1: %2).</source>
        <translation>Silnik nie przyjmuje tej pozycji (%1: %2).</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/puzzles/window.py" line="+192"/>
        <source>Parchís Desktop: puzzles</source>
        <extracomment>Wrong answers before the answer is shown.</extracomment>
        <translation>Parchís Desktop: łamigłówki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H&amp;int</source>
        <translation>Podp&amp;owiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which token to move (H)</source>
        <translation>Którym pionkiem ruszyć (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule &amp;page</source>
        <translation>&amp;Zasada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;again</source>
        <translation>Od &amp;nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next puzzle</source>
        <translation>Na&amp;stępna łamigłówka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzles</source>
        <translation>Łamigłówki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The puzzle&apos;s board: choose a token, then where it goes</source>
        <translation>Plansza łamigłówki: wybierz pionek, a potem pole, na które ma pójść</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your puzzle progress could not be read; it starts afresh (the old file was kept aside).</source>
        <translation>Nie udało się odczytać twoich postępów w łamigłówkach; liczą się od nowa (stary plik odłożono na bok).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzles were found in this installation.</source>
        <translation>W tej instalacji nie znaleziono żadnych łamigłówek.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1Puzzle %2</source>
        <translation>%1Łamigłówka %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1Puzzle %2: %3</source>
        <translation>%1Łamigłówka %2: %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>solved</source>
        <translation>rozwiązana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>answer shown</source>
        <translation>odpowiedź pokazana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not solved yet</source>
        <translation>jeszcze nierozwiązana</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Solved: %1 of %n</source>
        <translation>
            <numerusform>Rozwiązane: %1 z %n</numerusform>
            <numerusform>Rozwiązane: %1 z %n</numerusform>
            <numerusform>Rozwiązane: %1 z %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1, puzzle %2</source>
        <translation>%1, łamigłówka %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open rule %1 in the help</source>
        <translation>Otwórz zasadę %1 w pomocy</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Right!</source>
        <translation>Dobrze!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This is the move.</source>
        <translation>To jest właśnie ten ruch.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The answer:</source>
        <translation>Odpowiedź:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play it on the board to see it.</source>
        <translation>Zagraj go na planszy, żeby go zobaczyć.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../parchis_desktop/ui/puzzles/explain.py" line="+33"/>
        <source>Bring a token out of the nest onto its start, square %1.</source>
        <translation>Wprowadź pionek z gniazda na jego start, pole %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Count the bonus of %n steps with the token %1: it goes %2.</source>
        <translation>
            <numerusform>Odlicz bonus (%n pole) pionkiem %1 — pójdzie %2.</numerusform>
            <numerusform>Odlicz bonus (%n pola) pionkiem %1 — pójdzie %2.</numerusform>
            <numerusform>Odlicz bonus (%n pól) pionkiem %1 — pójdzie %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jump across the mirror with the token %1 %2.</source>
        <translation>Przeskocz przez lustro pionkiem %1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Move the token %1 %2 with the sum of both dice, %n steps.</source>
        <translation>
            <numerusform>Przesuń pionek %1 %2 o sumę obu kostek, %n pole.</numerusform>
            <numerusform>Przesuń pionek %1 %2 o sumę obu kostek, %n pola.</numerusform>
            <numerusform>Przesuń pionek %1 %2 o sumę obu kostek, %n pól.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the token %1 %2.</source>
        <translation>Przesuń pionek %1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The capture earns a bonus of %n steps, to be counted with one token.</source>
        <translation>
            <numerusform>Zbicie daje bonus: %n pole do przejścia jednym pionkiem.</numerusform>
            <numerusform>Zbicie daje bonus: %n pola do przejścia jednym pionkiem.</numerusform>
            <numerusform>Zbicie daje bonus: %n pól do przejścia jednym pionkiem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Reaching the goal earns a bonus of %n steps.</source>
        <translation>
            <numerusform>Dojście do mety daje bonus: %n pole.</numerusform>
            <numerusform>Dojście do mety daje bonus: %n pola.</numerusform>
            <numerusform>Dojście do mety daje bonus: %n pól.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The move earns a bonus of %n steps.</source>
        <translation>
            <numerusform>Ten ruch daje bonus: %n pole.</numerusform>
            <numerusform>Ten ruch daje bonus: %n pola.</numerusform>
            <numerusform>Ten ruch daje bonus: %n pól.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It captures %1&apos;s token there, which goes back to its nest.</source>
        <translation>Zbija tam pionek gracza „%1”, który wraca do gniazda.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It captures %n tokens there (%1); they go back to their nests.</source>
        <translation>
            <numerusform>Zbija tam %n pionek (%1), który wraca do gniazda.</numerusform>
            <numerusform>Zbija tam %n pionki (%1), które wracają do gniazd.</numerusform>
            <numerusform>Zbija tam %n pionków (%1), które wracają do gniazd.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It captures %1&apos;s token, which becomes your prisoner.</source>
        <translation>Zbija pionek gracza „%1”, który staje się twoim jeńcem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The token is home: one fewer to bring round.</source>
        <translation>Pionek jest na mecie: o jeden mniej do przeprowadzenia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The token is home in its column: one fewer to bring round.</source>
        <translation>Pionek jest w swoim domku: o jeden mniej do przeprowadzenia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In its home column nobody can capture it any more.</source>
        <translation>W swoim domku nikt go już nie zbije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With your other token there it forms a blockade that no token can pass.</source>
        <translation>Razem z twoim drugim pionkiem tworzy tam blokadę, przez którą nie przejdzie żaden pionek.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The blockade bars the way of %n opponent tokens coming up behind it; the nearest is %1&apos;s.</source>
        <translation>
            <numerusform>Blokada zagradza drogę %n pionkowi przeciwnika, który nadchodzi z tyłu; najbliższy należy do gracza „%1”.</numerusform>
            <numerusform>Blokada zagradza drogę %n pionkom przeciwników, które nadchodzą z tyłu; najbliższy należy do gracza „%1”.</numerusform>
            <numerusform>Blokada zagradza drogę %n pionkom przeciwników, które nadchodzą z tyłu; najbliższy należy do gracza „%1”.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where it stood, an opponent could hit it before your next turn with a chance of %1%; where it goes, the chance is %2%.</source>
        <translation>Tam, gdzie stał, przeciwnik mógł go zbić przed twoim następnym ruchem z szansą %1%; tam, dokąd idzie, szansa wynosi %2%.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the rest cell nobody can capture it.</source>
        <translation>Na polu odpoczynku nikt go nie zbije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It stands on a start square, where only that start&apos;s owner can capture it, by bringing a token out.</source>
        <translation>Staje na polu startowym, gdzie zbić go może tylko właściciel tego startu, wprowadzając pionek do gry.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It stands on a castle, where nobody can capture it.</source>
        <translation>Staje na zamku, gdzie nikt go nie zbije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It ends on a safe square, where nobody can capture it.</source>
        <translation>Kończy na polu bezpiecznym, gdzie nikt go nie zbije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It frees your token from prison.</source>
        <translation>Ten ruch uwalnia twój pionek z niewoli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mirror shortcut saves it a long way round.</source>
        <translation>Skrót przez lustro oszczędza mu długiej drogi dookoła.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is captured and nothing is blocked: it is simply the move that keeps your chances highest.</source>
        <translation>Nikt nie zostaje zbity i nic nie jest zablokowane: to po prostu ruch, który najlepiej zachowuje twoje szanse.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Then the bonus of %n steps takes the token %1 to the goal.</source>
        <translation>
            <numerusform>Potem bonus (%n pole) prowadzi pionek %1 na metę.</numerusform>
            <numerusform>Potem bonus (%n pola) prowadzi pionek %1 na metę.</numerusform>
            <numerusform>Potem bonus (%n pól) prowadzi pionek %1 na metę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Then the bonus of %n steps takes the token %1 %2, where it captures %3&apos;s token.</source>
        <translation>
            <numerusform>Potem bonus (%n pole) prowadzi pionek %1 %2, gdzie zbija pionek gracza „%3”.</numerusform>
            <numerusform>Potem bonus (%n pola) prowadzi pionek %1 %2, gdzie zbija pionek gracza „%3”.</numerusform>
            <numerusform>Potem bonus (%n pól) prowadzi pionek %1 %2, gdzie zbija pionek gracza „%3”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Then the bonus of %n steps takes the token %1 %2, where it is safe.</source>
        <translation>
            <numerusform>Potem bonus (%n pole) prowadzi pionek %1 %2, gdzie jest bezpieczny.</numerusform>
            <numerusform>Potem bonus (%n pola) prowadzi pionek %1 %2, gdzie jest bezpieczny.</numerusform>
            <numerusform>Potem bonus (%n pól) prowadzi pionek %1 %2, gdzie jest bezpieczny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Then the bonus of %n steps takes the token %1 %2.</source>
        <translation>
            <numerusform>Potem bonus (%n pole) prowadzi pionek %1 %2.</numerusform>
            <numerusform>Potem bonus (%n pola) prowadzi pionek %1 %2.</numerusform>
            <numerusform>Potem bonus (%n pól) prowadzi pionek %1 %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then bring a token out onto square %1, capturing %2&apos;s token there.</source>
        <translation>Potem wprowadź pionek na pole %1 i zbij tam pionek gracza „%2”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then bring a token out onto square %1.</source>
        <translation>Potem wprowadź pionek na pole %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then jump across the mirror with the token %1 %2 and capture %3&apos;s token there.</source>
        <translation>Potem przeskocz przez lustro pionkiem %1 %2 i zbij tam pionek gracza „%3”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then jump across the mirror with the token %1 %2.</source>
        <translation>Potem przeskocz przez lustro pionkiem %1 %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then move the token %1 %2 and capture %3&apos;s token there.</source>
        <translation>Potem przesuń pionek %1 %2 i zbij tam pionek gracza „%3”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then move the token %1 %2: it is home.</source>
        <translation>Potem przesuń pionek %1 %2 — jest już w domku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then move the token %1 %2, making a blockade there.</source>
        <translation>Potem przesuń pionek %1 %2, tworząc tam blokadę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then move the token %1 %2, where it is safe.</source>
        <translation>Potem przesuń pionek %1 %2, gdzie będzie bezpieczny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then move the token %1 %2.</source>
        <translation>Potem przesuń pionek %1 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then: %1.</source>
        <translation>Potem: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Expert gives you a %1% chance to win after this move, and %2% after the next best one.</source>
        <translation>Według Eksperta po tym ruchu masz %1% szans na wygraną, a po następnym najlepszym — %2%.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n rollouts from each move (every player&apos;s next roll played out) agree: %1% against %2%.</source>
        <translation>
            <numerusform>%n rozgrywka próbna z każdego ruchu (następny rzut każdego gracza) to potwierdza: %1% wobec %2%.</numerusform>
            <numerusform>%n rozgrywki próbne z każdego ruchu (następny rzut każdego gracza) to potwierdzają: %1% wobec %2%.</numerusform>
            <numerusform>%n rozgrywek próbnych z każdego ruchu (następny rzut każdego gracza) to potwierdza: %1% wobec %2%.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>By itself it does little: it sets up the rest of the roll.</source>
        <translation>Sam ten ruch niewiele daje: przygotowuje resztę rzutu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With this you win the game.</source>
        <translation>Tym ruchem wygrywasz partię.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: a token in the nest has something to do.</source>
        <translation>Podpowiedź: przyjrzyj się pionkom w gnieździe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: look at the token on square %1.</source>
        <translation>Podpowiedź: przyjrzyj się pionkowi na polu %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: look at the token in home %1.</source>
        <translation>Podpowiedź: przyjrzyj się pionkowi na polu domku %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: look at the token in rest cell %1.</source>
        <translation>Podpowiedź: przyjrzyj się pionkowi na polu odpoczynku %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: look closely at your tokens.</source>
        <translation>Podpowiedź: przyjrzyj się uważnie swoim pionkom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not the best move.</source>
        <translation>To nie jest najlepszy ruch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not the best move: after it your chance to win is %1%, and the best move gives %2%.</source>
        <translation>To nie jest najlepszy ruch: po nim masz %1% szans na wygraną, a najlepszy ruch daje %2%.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Try again: %n tries left before the answer is shown.</source>
        <translation>
            <numerusform>Spróbuj jeszcze raz: do pokazania odpowiedzi została %n próba.</numerusform>
            <numerusform>Spróbuj jeszcze raz: do pokazania odpowiedzi zostały %n próby.</numerusform>
            <numerusform>Spróbuj jeszcze raz: do pokazania odpowiedzi zostało %n prób.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/puzzles/words.py" line="+19"/>
        <source>a capture</source>
        <translation>zbicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking a prisoner</source>
        <translation>branie jeńca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counting a bonus</source>
        <translation>odliczanie bonusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing a token out</source>
        <translation>wprowadzenie pionka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaching home</source>
        <translation>dojście do mety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into the home column</source>
        <translation>wejście do domku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blockade</source>
        <translation>blokada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>barring the way</source>
        <translation>zagrodzenie drogi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>escaping a threat</source>
        <translation>ucieczka przed zagrożeniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a safe square</source>
        <translation>pole bezpieczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>freeing a prisoner</source>
        <translation>uwolnienie jeńca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mirror</source>
        <translation>lustro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the best way forward</source>
        <translation>najlepsza droga naprzód</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You are %1, with %2 to play and a bonus of %n steps. One move is clearly the best: find it.</source>
        <translation>
            <numerusform>Grasz jako „%1”: na kostkach %2 i bonus (%n pole). Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
            <numerusform>Grasz jako „%1”: na kostkach %2 i bonus (%n pola). Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
            <numerusform>Grasz jako „%1”: na kostkach %2 i bonus (%n pól). Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You are %1, with a bonus of %n steps to count. One move is clearly the best: find it.</source>
        <translation>
            <numerusform>Grasz jako „%1”: do odliczenia zostało %n pole bonusu. Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
            <numerusform>Grasz jako „%1”: do odliczenia zostały %n pola bonusu. Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
            <numerusform>Grasz jako „%1”: do odliczenia zostało %n pól bonusu. Jeden ruch jest wyraźnie najlepszy — znajdź go.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are %1, with %2 to play. One move is clearly the best: find it.</source>
        <translation>Grasz jako „%1”, na kostkach %2. Jeden ruch jest wyraźnie najlepszy — znajdź go.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The puzzle file %1 cannot be read; its puzzles are left out.</source>
        <translation>Nie można odczytać pliku łamigłówek %1; jego łamigłówki pominięto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The puzzle file %1 is of another version; its puzzles are left out.</source>
        <translation>Plik łamigłówek %1 pochodzi z innej wersji; jego łamigłówki pominięto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle %1 has a position the rules refuse; it is left out.</source>
        <translation>Łamigłówka %1 ma pozycję, której zasady nie dopuszczają; pominięto ją.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle %1 has a solution that is not a legal move; it is left out.</source>
        <translation>Rozwiązanie łamigłówki %1 nie jest dozwolonym ruchem; pominięto ją.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../parchis_desktop/ui/history/replay.py" line="-617"/>
        <source>This is not a regular file (a folder, a device or a pipe): it cannot be imported.</source>
        <translation>To nie jest zwykły plik (folder, urządzenie lub potok): nie można go zaimportować.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is too large to be a game record (%1 MiB; a record is at most %2 MiB).</source>
        <translation>Plik jest za duży na zapis partii (%1 MiB; zapis ma najwyżej %2 MiB).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file cannot be read (%1).</source>
        <translation>Nie można odczytać pliku (%1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game record is not valid: event %1 is not legal at that point of the game (%2).</source>
        <translation>Zapis partii jest niepoprawny: zdarzenie %1 jest niedozwolone w tym momencie partii (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a valid game record (%1).</source>
        <translation>Ten plik nie jest poprawnym zapisem partii (%1).</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location line="+43"/>
        <location line="+80"/>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay</source>
        <translation>Odtwarzanie partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to turn</source>
        <translation>Przejdź do tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn to go to</source>
        <translation>Tura, do której przejść</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue from here against the computer</source>
        <translation>Graj dalej stąd przeciw komputerowi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view this game</source>
        <translation>&amp;Omówienie partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert&apos;s review: the win chance of every move, luck and mistakes, and the better moves</source>
        <translation>Omówienie Eksperta: szansa na wygraną po każdym ruchu, szczęście i błędy oraz lepsze ruchy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse this position</source>
        <translation>&amp;Analizuj tę pozycję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First (Home)</source>
        <translation>Początek (Home)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Previous (←)</source>
        <translation>Wstecz (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play (Space)</source>
        <translation>Odtwarzaj (spacja)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next (→)</source>
        <translation>Dalej (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last (End)</source>
        <translation>Koniec (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rolls %2</source>
        <translation>%1 wyrzuca %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot move</source>
        <translation>%1 nie ma ruchu</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Turn %1 of %2 · event %3 of %4</source>
        <translation>Tura %1 z %2 · zdarzenie %3 z %4</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../parchis_desktop/ui/review/cards.py" line="+77"/>
        <source>Accuracy:</source>
        <translation>Dokładność:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no choice to make</source>
        <translation>nie było wyboru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors:</source>
        <translation>Błędy:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck:</source>
        <translation>Szczęście:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost to mistakes:</source>
        <translation>Stracone na błędach:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Biggest swing:</source>
        <translation>Największy zwrot:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn %1: %2</source>
        <translation>tura %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review of %1</source>
        <translation>Podsumowanie: %1</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/review/words.py" line="+46"/>
        <source>%1 points</source>
        <extracomment>The classes of a decision, from the best to the worst (ai/review.py&apos;s ``klass``). The classes that the chart marks and the log flags as errors. The log&apos;s mark of each class (chess notation; best, good and forced moves carry none).</extracomment>
        <translation>%1 pkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>forced</source>
        <translation>ruch wymuszony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best move</source>
        <translation>najlepszy ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good move</source>
        <translation>dobry ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>poważny błąd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Best moves</source>
        <translation>Najlepsze ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good moves</source>
        <translation>Dobre ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracies</source>
        <translation>Niedokładności</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistakes</source>
        <translation>Błędy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunders</source>
        <translation>Poważne błędy</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n niedokładność</numerusform>
            <numerusform>%n niedokładności</numerusform>
            <numerusform>%n niedokładności</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n błąd</numerusform>
            <numerusform>%n błędy</numerusform>
            <numerusform>%n błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n blunders</source>
        <translation>
            <numerusform>%n poważny błąd</numerusform>
            <numerusform>%n poważne błędy</numerusform>
            <numerusform>%n poważnych błędów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n best moves</source>
        <translation>
            <numerusform>%n najlepszy ruch</numerusform>
            <numerusform>%n najlepsze ruchy</numerusform>
            <numerusform>%n najlepszych ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n good moves</source>
        <translation>
            <numerusform>%n dobry ruch</numerusform>
            <numerusform>%n dobre ruchy</numerusform>
            <numerusform>%n dobrych ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n forced moves</source>
        <translation>
            <numerusform>%n ruch wymuszony</numerusform>
            <numerusform>%n ruchy wymuszone</numerusform>
            <numerusform>%n ruchów wymuszonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n points of win chance lost</source>
        <translation>
            <numerusform>stracono %n punkt szansy na wygraną</numerusform>
            <numerusform>stracono %n punkty szansy na wygraną</numerusform>
            <numerusform>stracono %n punktów szansy na wygraną</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n choices</source>
        <translation>
            <numerusform>%n wybór</numerusform>
            <numerusform>%n wybory</numerusform>
            <numerusform>%n wyborów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Reviewed by the Expert (%n decisions).</source>
        <translation>
            <numerusform>Ekspert omówił partię: %n decyzja.</numerusform>
            <numerusform>Ekspert omówił partię: %n decyzje.</numerusform>
            <numerusform>Ekspert omówił partię: %n decyzji.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no win chance lost</source>
        <translation>bez straty szansy na wygraną</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (the only legal move)</source>
        <translation>%1 (jedyny możliwy ruch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>roll the dice</source>
        <translation>rzucić kostkami</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played: %1 — the only legal move.</source>
        <translation>Zagrano: %1 — jedyny możliwy ruch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played: %1 — win chance %2</source>
        <translation>Zagrano: %1 — szansa na wygraną %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was the best move.</source>
        <translation>To był najlepszy ruch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best: %1 — win chance %2</source>
        <translation>Najlepiej: %1 — szansa na wygraną %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rolled %2: luck %3.</source>
        <translation>Rzut gracza %1: %2, szczęście %3.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: luck %2, mistakes %3</source>
        <translation>%1: szczęście %2, błędy %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>won on dice</source>
        <translation>wygrana dzięki kostkom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won on choices</source>
        <translation>wygrana dzięki decyzjom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost on dice</source>
        <translation>przegrana przez kostki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost on choices</source>
        <translation>przegrana przez decyzje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost to the others&apos; dice and play</source>
        <translation>przegrana przez kostki i grę rywali</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No inaccuracies, mistakes or blunders.</source>
        <translation>Żadnych niedokładności, błędów ani poważnych błędów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marked: %1.</source>
        <translation>Zaznaczono: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn %1, %2: %3, %4</source>
        <translation>Tura %1, %2: %3, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: luck %2, lost to mistakes %3 over the game.</source>
        <translation>%1: w całej partii szczęście %2, stracone na błędach %3.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/review/window.py" line="+198"/>
        <source>Review</source>
        <extracomment>The log lines marked in one step of showing a computed review (each step a few milliseconds, one a turn of the event loop: the window stays live meanwhile).</extracomment>
        <translation>Omówienie partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>Bilans</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Win chance</source>
        <translation>Szanse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck and skill</source>
        <translation>Szczęście i błędy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous error</source>
        <translation>◀ Poprzedni błąd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next error ▶</source>
        <translation>Następny błąd ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The inaccuracy, mistake or blunder before this move (Ctrl+←)</source>
        <translation>Niedokładność, błąd lub poważny błąd przed tym ruchem (Ctrl+←)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next inaccuracy, mistake or blunder (Ctrl+→)</source>
        <translation>Następna niedokładność, błąd lub poważny błąd (Ctrl+→)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review again</source>
        <translation>Omów ponownie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The decision shown</source>
        <translation>Pokazana decyzja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracies, mistakes and blunders</source>
        <translation>Niedokładności, błędy i poważne błędy</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win chart</source>
        <translation>Wykres szansy na wygraną</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck and skill chart</source>
        <translation>Wykres szczęścia i umiejętności</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review progress</source>
        <translation>Postęp omówienia</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+20"/>
        <source>The Expert is reviewing the game…</source>
        <translation>Ekspert omawia partię…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The review was cancelled. The replay works without it.</source>
        <translation>Omówienie anulowane. Odtwarzanie działa i bez niego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be reviewed (%1).</source>
        <translation>Nie udało się omówić partii (%1).</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>This was a practice game.</source>
        <translation>To była partia treningowa.</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/rulesets.py" line="+20"/>
        <source>Moving one token by the sum of the dice needs two dice.</source>
        <translation>Ruch jednym pionkiem o sumę oczek wymaga dwóch kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entering with the sum of the dice needs two dice.</source>
        <translation>Wejście do gry sumą oczek wymaga dwóch kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An extra roll after doubles needs two dice.</source>
        <translation>Dodatkowy rzut po dublecie wymaga dwóch kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The larger-die rule needs two dice.</source>
        <translation>Zasada większej kości wymaga dwóch kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse faces are read on doubles, which need two dice.</source>
        <translation>Odwrotne ścianki liczą się przy dubletach, a dublet wymaga dwóch kości.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three extra rolls in a row cannot happen when nothing gives an extra roll.</source>
        <translation>Trzy dodatkowe rzuty z rzędu są niemożliwe, gdy nic nie daje dodatkowego rzutu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A time limit for blockades needs blockades.</source>
        <translation>Limit czasu blokad wymaga włączonych blokad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening a blockade on a six needs blockades.</source>
        <translation>Otwieranie blokady po szóstce wymaga włączonych blokad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sending a token to the mirror for a missed capture needs the mirror shortcuts.</source>
        <translation>Odesłanie pionka na lustro za pominięte bicie wymaga przejść przez lustro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A six counting as seven is a one-die rule.</source>
        <translation>Szóstka liczona jako siedem to zasada dla jednej kości.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the Parchís board (68 squares)</source>
        <translation>plansza parchís (68 pól)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Russian board (56 squares)</source>
        <translation>plansza rosyjska (56 pól)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pachisi board (96 squares)</source>
        <translation>plansza pachisi (96 pól)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>options %1 cannot be combined: %2</source>
        <translation>opcji %1 nie można łączyć: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>option %1 does not apply to %2</source>
        <translation>opcja %1 nie dotyczy: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>options %1: %2</source>
        <translation>opcje %1: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the name must be text, not %1</source>
        <translation>nazwa musi być tekstem, a nie %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the name is empty</source>
        <translation>nazwa jest pusta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the name is longer than %1 characters</source>
        <translation>nazwa jest dłuższa niż %1 znaków</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the name contains control or unassigned characters</source>
        <translation>nazwa zawiera znaki sterujące lub nieprzypisane</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>“rules” must be an object of options</source>
        <translation>„rules” musi być obiektem z opcjami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“preset” is missing</source>
        <translation>brak „preset”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown preset %1 (known: %2)</source>
        <translation>nieznany wariant %1 (znane: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown option “%1”</source>
        <translation>nieznana opcja „%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option “%1” cannot be %2 (allowed: %3)</source>
        <translation>opcja „%1” nie może mieć wartości %2 (dozwolone: %3)</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>the file is nested too deeply to be a rule set</source>
        <translation>plik jest zbyt głęboko zagnieżdżony jak na zestaw zasad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not valid JSON (it may be damaged)</source>
        <translation>plik nie jest poprawnym JSON-em (może być uszkodzony)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a rule set (it must hold a JSON object)</source>
        <translation>plik nie jest zestawem zasad (musi zawierać obiekt JSON)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>unknown key “%1”</source>
        <translation>nieznany klucz „%1”</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the file is not a Parchís Desktop rule set</source>
        <translation>plik nie jest zestawem zasad Parchís Desktop</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>“format” must be a whole number, not %1</source>
        <translation>„format” musi być liczbą całkowitą, a nie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file was made by a newer version of Parchís Desktop (format %1)</source>
        <translation>plik utworzyła nowsza wersja Parchís Desktop (format %1)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>“rules” is missing</source>
        <translation>brak „rules”</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>the file is too large to be a rule set (%1 KiB, at most %2 KiB)</source>
        <translation>plik jest za duży jak na zestaw zasad (%1 KiB, najwyżej %2 KiB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>nie można odczytać pliku (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the folder cannot be read (%1)</source>
        <translation>nie można odczytać folderu (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too many files: only the first %1 were read</source>
        <translation>za dużo plików: odczytano tylko pierwsze %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no free file name for “%1”</source>
        <translation>brak wolnej nazwy pliku dla „%1”</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>a rule set named “%1” already exists</source>
        <translation>zestaw zasad „%1” już istnieje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no rule set named “%1”</source>
        <translation>nie ma zestawu zasad „%1”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported rules</source>
        <translation>Zaimportowane zasady</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/rule_words.py" line="+28"/>
        <source>Dice and turns</source>
        <extracomment>The dialog&apos;s groups in reading order, laid out as three columns.</extracomment>
        <translation>Kości i tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entering</source>
        <translation>Wejście do gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving and blockades</source>
        <translation>Ruchy i blokady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capturing</source>
        <translation>Bicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safe squares</source>
        <translation>Pola bezpieczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home</source>
        <translation>Domek i meta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant specials</source>
        <translation>Zasady specjalne wariantów</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per player</source>
        <translation>Pionki na gracza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number that brings a token out</source>
        <translation>Liczba oczek potrzebna do wyjścia z gniazda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter with the sum of the dice</source>
        <translation>Wejście sumą oczek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bringing a token out is compulsory</source>
        <translation>Wprowadzenie pionka jest obowiązkowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move one token by the sum</source>
        <translation>Ruch jednym pionkiem o sumę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus for a capture</source>
        <translation>Bonus za zbicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus for reaching the goal</source>
        <translation>Bonus za dojście do mety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra roll</source>
        <translation>Dodatkowy rzut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A six counts as seven</source>
        <translation>Szóstka liczy się jako siedem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third extra roll in a row</source>
        <translation>Trzeci dodatkowy rzut z rzędu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the larger die</source>
        <translation>Graj większą kością</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blockades</source>
        <translation>Blokady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blockade time limit</source>
        <translation>Limit czasu blokady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a blockade on a six</source>
        <translation>Otwórz blokadę po szóstce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared safe squares</source>
        <translation>Wspólne pola bezpieczne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compulsory capture</source>
        <translation>Obowiązkowe bicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners</source>
        <translation>Jeńcy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rest cells</source>
        <translation>Pola odpoczynku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror shortcuts</source>
        <translation>Skróty przez lustro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse faces on doubles</source>
        <translation>Odwrotne ścianki przy dubletach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn order</source>
        <translation>Kolejność tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for places</source>
        <translation>Gra o dalsze miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>Drużyny</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many dice are rolled each time.</source>
        <translation>Iloma kośćmi rzuca się za każdym razem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tokens each player must bring home.</source>
        <translation>Ile pionków każdy gracz musi doprowadzić do domu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The die face that brings a token out of the nest.</source>
        <translation>Liczba oczek, która wyprowadza pionek z gniazda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice adding up to that number also bring a token out (e.g. 2 + 3).</source>
        <translation>Dwie kości dające w sumie tę liczbę też wprowadzają pionek (np. 2 + 3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a token can come out of the nest, it must, before any other move.</source>
        <translation>Jeśli pionek może wyjść z gniazda, musi wyjść przed każdym innym ruchem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One token may move by both dice at once; it only lands at the end.</source>
        <translation>Jeden pionek może przejść o obie kości naraz; staje dopiero na końcu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps the capturing player then moves with one token.</source>
        <translation>Tyle pól gracz, który zbił, przechodzi potem jednym pionkiem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps a player moves with one token after bringing a token to the goal.</source>
        <translation>Tyle pól gracz przechodzi jednym pionkiem po doprowadzeniu pionka do mety.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What lets the player roll again.</source>
        <translation>Co pozwala graczowi rzucić jeszcze raz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With one die: a six moves seven while the player has no token in the nest.</source>
        <translation>Przy jednej kości: szóstka przesuwa o siedem, gdy gracz nie ma pionków w gnieździe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty: the token moved last goes back to the nest. Reward: a token may go straight home.</source>
        <translation>Kara: ostatnio ruszony pionek wraca do gniazda. Nagroda: pionek może od razu przejść do domku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When only one die can be played, it must be the larger one where possible.</source>
        <translation>Gdy można zagrać tylko jedną kością, w miarę możliwości musi to być większa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two tokens of one colour on a square block it: nobody may pass. Off: they only share it.</source>
        <translation>Dwa pionki jednego koloru na polu blokują je: nikt nie przejdzie. Wyłączone: po prostu stoją razem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many turns of its owner a blockade may stand before it must be opened.</source>
        <translation>Przez ile tur właściciela blokada może stać, zanim trzeba ją otworzyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player holding a blockade who rolls a six must open it if any move does.</source>
        <translation>Gracz z blokadą, który wyrzuci szóstkę, musi ją otworzyć, jeśli to możliwe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens of two colours may share a safe square or a start; no capture there.</source>
        <translation>Pionki dwóch kolorów mogą dzielić pole bezpieczne lub startowe; nie ma tam bicia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a possible capture must be made, and what happens if it is missed.</source>
        <translation>Czy możliwe bicie jest obowiązkowe i co grozi za jego pominięcie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captured tokens are held by the capturer until ransomed with a six or exchanged.</source>
        <translation>Zbite pionki zostają w niewoli u bijącego, dopóki nie zostaną wykupione szóstką lub wymienione.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token may stop in a rest cell beside the track, where it cannot be captured.</source>
        <translation>Pionek może stanąć na polu odpoczynku obok trasy, gdzie nie można go zbić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From a mirror corner a 1 jumps to the next corner and a 3 across the centre.</source>
        <translation>Z lustrzanego narożnika jedynka przenosi do następnego narożnika, a trójka przez środek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With no token in the nest, each die of a double may count as 7 minus its face.</source>
        <translation>Gdy w gnieździe nie ma pionków, każda kość dubletu może liczyć się jako 7 minus jej oczka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which neighbour plays next.</source>
        <translation>Który sąsiad gra następny.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the winner, the others play on for second and third place.</source>
        <translation>Po zwycięzcy pozostali grają dalej o drugie i trzecie miejsce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partners sitting opposite play as a team: they never capture each other, and a player whose tokens are all home plays the partner&apos;s.</source>
        <translation>Partnerzy siedzący naprzeciw siebie grają w drużynie: nigdy nie zbijają się nawzajem, a gracz, którego wszystkie pionki są już w domku, gra pionkami partnera.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One die</source>
        <translation>Jedna kość</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two dice</source>
        <translation>Dwie kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>10 steps</source>
        <translation>10 pól</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>20 steps</source>
        <translation>20 pól</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After doubles</source>
        <translation>Po dublecie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a six</source>
        <translation>Po szóstce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never</source>
        <translation>Nigdy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing special</source>
        <translation>Bez kary i nagrody</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty</source>
        <translation>Kara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Nagroda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 turn</source>
        <translation>1 tura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 turns</source>
        <translation>2 tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 turns</source>
        <translation>3 tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 turns</source>
        <translation>4 tury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 turns</source>
        <translation>5 tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, optional</source>
        <translation>Nie, dowolne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes, forced</source>
        <translation>Tak, obowiązkowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed: to the mirror</source>
        <translation>Pominięte: do lustra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the tokens</source>
        <translation>Zgodnie z ruchem pionków</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the tokens</source>
        <translation>Przeciwnie do ruchu pionków</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1” (%2)</source>
        <translation>„%1” (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>These rules cannot be played: %1 Options involved: %2.</source>
        <translation>Według tych zasad nie da się grać: %1 Dotyczy opcji: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>House rules “%1”, based on %2.</source>
        <translation>Zasady domowe „%1”, na podstawie: %2.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/rules.py" line="+339"/>
        <location filename="../parchis_desktop/ui/texts/rule_words.py" line="+3"/>
        <source>%1, modified.</source>
        <translation>%1, ze zmianami.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/texts/rule_words.py" line="+2"/>
        <source>%1, as in the preset.</source>
        <translation>%1, bez zmian.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed: %1.</source>
        <translation>Zmieniono: %1.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/rule_rows.py" line="+92"/>
        <source>changed</source>
        <translation>zmienione</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What this option means, in the rules</source>
        <translation>Co oznacza ta opcja — w zasadach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explain: %1</source>
        <translation>Wyjaśnienie: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Not used on %1: this option is played only on %2.</source>
        <translation>Nie dotyczy — %1. Ta opcja działa tylko dla: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not used on this board.</source>
        <translation>Nie dotyczy tej planszy.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Differs from the preset, which has: %1. Click to go back to it.</source>
        <translation>Różni się od wariantu bazowego, gdzie jest: %1. Kliknij, aby przywrócić.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Differs from the preset, which has: %1.</source>
        <translation>Różni się od wariantu bazowego, gdzie jest: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 differs from the preset; reset it</source>
        <translation>%1 różni się od wariantu bazowego; przywróć</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/rules.py" line="-255"/>
        <source>Rules in force</source>
        <extracomment>Options the window does not offer (none since issue 23: ``teams`` is offered too; the new-game dialog seats the partners opposite); a rule set keeps their preset value here.</extracomment>
        <translation>Zasady partii</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Wariant bazowy:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Saved rule &amp;sets:</source>
        <translation>&amp;Zapisane zestawy:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name…</source>
        <translation>Zmień &amp;nazwę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplikuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importuj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>&amp;Reset to preset</source>
        <translation>P&amp;rzywróć wariant bazowy</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Board: %1.</source>
        <translation>Plansza: %1.</translation>
    </message>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/house_rules.py" line="+30"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Some saved rule sets could not be read (the others are fine):</source>
        <translation>Nie udało się odczytać niektórych zapisanych zestawów zasad (pozostałe są w porządku):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>My %1</source>
        <translation>Mój wariant: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fix the problem below before saving.</source>
        <translation>Przed zapisaniem popraw błąd poniżej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not saved: %1.</source>
        <translation>Nie zapisano: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as “%1”.</source>
        <translation>Zapisano jako „%1”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not renamed: %1.</source>
        <translation>Nie zmieniono nazwy: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Renamed to “%1”.</source>
        <translation>Zmieniono nazwę na „%1”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not duplicated: %1.</source>
        <translation>Nie utworzono kopii: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Made a copy: “%1”.</source>
        <translation>Utworzono kopię: „%1”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not deleted: %1.</source>
        <translation>Nie usunięto: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deleted “%1”. Games saved with these rules keep them.</source>
        <translation>Usunięto „%1”. Gry zapisane z tymi zasadami zachowują je.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not import %1: %2.</source>
        <translation>Nie udało się zaimportować %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Imported “%1”.</source>
        <translation>Zaimportowano „%1”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fix the problem below before exporting.</source>
        <translation>Przed eksportem popraw błąd poniżej.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not export: %1.</source>
        <translation>Nie udało się wyeksportować: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported to %1.</source>
        <translation>Wyeksportowano: %1.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Save rule set</source>
        <translation>Zapisz zestaw zasad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the rule set:</source>
        <translation>Nazwa zestawu zasad:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace rule set?</source>
        <translation>Zastąpić zestaw zasad?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rule set named “%1” already exists. Replace it?</source>
        <translation>Zestaw zasad „%1” już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rename rule set</source>
        <translation>Zmień nazwę zestawu zasad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New name:</source>
        <translation>Nowa nazwa:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete rule set?</source>
        <translation>Usunąć zestaw zasad?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the rule set “%1”? Saved games keep their own copy of the rules.</source>
        <translation>Usunąć zestaw zasad „%1”? Zapisane gry mają własną kopię zasad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import rule set</source>
        <translation>Importuj zestaw zasad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule sets (*.json);;All files (*)</source>
        <translation>Zestawy zasad (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export rule set</source>
        <translation>Eksportuj zestaw zasad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule sets (*.json)</source>
        <translation>Zestawy zasad (*.json)</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/saves.py" line="+18"/>
        <source>the file is too large to be a saved game (%1 KiB)</source>
        <translation>plik jest za duży jak na zapisaną grę (%1 KiB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is nested too deeply to be a saved game</source>
        <translation>plik jest zbyt głęboko zagnieżdżony jak na zapisaną grę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (it may be damaged)</source>
        <translation>plik nie jest poprawnym JSON-em (może być uszkodzony)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the position in the file is invalid: %1</source>
        <translation>pozycja w pliku jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rules in the file are invalid: %1</source>
        <translation>zasady w pliku są nieprawidłowe: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a saved game</source>
        <translation>plik nie jest zapisaną grą</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the file cannot be read (%1)</source>
        <translation>nie można odczytać pliku (%1)</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <location filename="../parchis_desktop/ui/game/seating.py" line="+31"/>
        <source>4 seats</source>
        <translation>4 miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 seats</source>
        <translation>6 miejsc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 seats</source>
        <translation>8 miejsc</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This game has no team play.</source>
        <translation>Ta gra nie ma gry w drużynach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Teams need an even number of players, at least four.</source>
        <translation>Drużyny wymagają parzystej liczby graczy, co najmniej czterech.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partners sit opposite: the seat across from %1 is empty.</source>
        <translation>Partnerzy siedzą naprzeciw siebie, a miejsce naprzeciw koloru „%1” jest puste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Team %1</source>
        <translation>Drużyna %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/settings.py" line="+15"/>
        <source>it is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is too large</source>
        <translation>jest za duży</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not text</source>
        <translation>to nie jest tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its version “%1” is unknown</source>
        <translation>nieznana wersja „%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it cannot be read: %1</source>
        <translation>nie da się go odczytać: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your settings file could not be used (%1), so the defaults apply. The old file was kept as %2.</source>
        <translation>Nie udało się użyć pliku ustawień (%1), więc obowiązują ustawienia domyślne. Stary plik zachowano jako %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings file could not be used (%1), so the defaults apply.</source>
        <translation>Nie udało się użyć pliku ustawień (%1), więc obowiązują ustawienia domyślne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings cannot be saved (%1): changes last until you quit.</source>
        <translation>Nie da się zapisać ustawień (%1): zmiany obowiązują do zamknięcia gry.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs/common.py" line="-152"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Powolna</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant (no animation)</source>
        <translation>Natychmiastowa (bez animacji)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Prędkość animacji:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sound effects</source>
        <translation>Efekty dźwiękowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound:</source>
        <translation>Dźwięk:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pause</source>
        <translation>Bez przerwy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Short</source>
        <translation>Krótka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long</source>
        <translation>Długa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very long</source>
        <translation>Bardzo długa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer &amp;pause between moves:</source>
        <translation>Przerwa między ruchami &amp;komputera:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Expert thinking time:</source>
        <translation>Czas namysłu &amp;eksperta:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every event</source>
        <translation>Wszystkie zdarzenia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My turns and captures</source>
        <translation>Tylko moje tury i zbicia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a screen reader is told of the game&apos;s events.</source>
        <translation>O jakich zdarzeniach w grze informować czytnik ekranu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen &amp;reader announcements:</source>
        <translation>Komunikaty &amp;czytnika ekranu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger tokens</source>
        <translation>Większe pionki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Board:</source>
        <translation>Plansza:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../parchis_desktop/ui/game/side_panel.py" line="+287"/>
        <source>Roll the dice (Space)</source>
        <translation>Rzuć kośćmi (spacja)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Enter the roll of your real dice: click the faces or press 1-6.</source>
        <translation>Wpisz rzut prawdziwych kości: kliknij ścianki lub naciśnij 1–6.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who starts? Roll one real die and enter it: click its face or press 1-6.</source>
        <translation>Kto zaczyna? Rzuć jedną prawdziwą kością i wpisz wynik: kliknij ściankę lub naciśnij 1–6.</translation>
    </message>
    <message>
        <location line="+292"/>
        <source> (modified)</source>
        <translation> (zmienione)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>computer: %1</source>
        <translation>komputer: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human</source>
        <translation>człowiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2/%3 home</source>
        <translation>%1 · na mecie %2/%3</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+5"/>
        <source>place %1</source>
        <translation>%1. miejsce</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Take back the last die entered (Backspace)</source>
        <translation>Cofnij ostatnią wprowadzoną kość (Backspace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change dice</source>
        <translation>Zmień kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A die was entered wrong: enter this roll again (until a move is played). Backspace takes back its last die.</source>
        <translation>Źle wpisana kość: wpisz ten rzut od nowa (dopóki nie wykonano ruchu). Backspace cofa ostatnią kość.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 (key %2)</source>
        <translation>%1 (klawisz %2)</translation>
    </message>
    <message>
        <location line="+159"/>
        <source> · plays the partner&apos;s tokens</source>
        <translation> · gra pionkami partnera</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>home</source>
        <translation>w domku</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 win!</source>
        <translation>Wygrywają: %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to roll</source>
        <translation>%1 rzuca kośćmi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 wykonuje ruch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(for the partner, %1)</source>
        <translation>(za partnera: %1)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>teams</source>
        <translation>drużyny</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>beginner</source>
        <translation>początkujący</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>amator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>silny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/history/statistics.py" line="+301"/>
        <source>Statistics</source>
        <extracomment>Okabe–Ito colours for the eight seats (yellow, blue, red, green, orange, purple, cyan, brown seats: BD-4), safe for colour-blind readers; the last two are its yellow and a grey. The seat marks of the board (theme.SEAT_MARKS: circle, square, triangle, diamond, hexagon, star, cross, pentagon) as pyqtgraph symbols.</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Career</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fair dice</source>
        <translation>Uczciwe kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game</source>
        <translation>Ta partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Include demo games</source>
        <translation>Uwzględnij partie pokazowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export chart as PNG…</source>
        <translation>Eksportuj wykres do PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export rolls as CSV…</source>
        <translation>Eksportuj rzuty do CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which games</source>
        <translation>Które partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average place</source>
        <translation>Średnie miejsce</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <location line="+2"/>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games, wins and places</source>
        <translation>Partie, wygrane i miejsca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolls of this game</source>
        <translation>Rzuty tej partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Face counts</source>
        <translation>Ile razy wypadła każda ścianka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>Ścianka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times rolled</source>
        <translation>Ile razy</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Chance to win (%), turn by turn</source>
        <translation>Szansa na wygraną (%) tura po turze</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>The race: steps to go</source>
        <translation>Wyścig: ile pól zostało</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No rolls have been recorded yet. Play a few games: every roll is counted here, face by face, and after a few hundred rolls the chart starts to tell something.</source>
        <translation>Nie zapisano jeszcze żadnych rzutów. Zagraj kilka partii: tu liczy się każdy rzut, ścianka po ściance, a po kilkuset rzutach wykres zaczyna coś mówić.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How to read this: each bar counts how often a face came up. With fair dice every face comes up about one roll in six: the dashed line. The shaded band is where the count of one face of fair dice lands 95 times out of 100, so one bar a little outside it now and then is normal. Suspicious would be one face far above or below the band game after game, or several bars outside it at once. p is the chance that fair dice would look at least this uneven: below 0.01 (1 in 100) is unusual, below 0.001 very unlikely. It takes many rolls to tell: with 600 rolls (100 a face) only a die that favours a face by a quarter or more stands out; a bias of one tenth needs about 4,000 rolls.</source>
        <translation>Jak to czytać: każdy słupek liczy, ile razy wypadła dana ścianka. Uczciwą kością każda ścianka wypada mniej więcej raz na sześć rzutów — to linia przerywana. Zacieniowany pas to miejsce, w które liczba wyrzuceń jednej ścianki uczciwej kości trafia 95 razy na 100, więc jeden słupek trochę poza pasem od czasu do czasu to nic dziwnego. Podejrzane byłoby, gdyby jedna ścianka partia po partii była daleko nad pasem lub pod nim albo gdyby kilka słupków naraz wychodziło poza pas. p to szansa, że uczciwe kości wyglądałyby co najmniej tak nierówno: poniżej 0,01 (1 na 100) to niezwykłe, poniżej 0,001 bardzo mało prawdopodobne. Żeby to rozpoznać, trzeba wielu rzutów: przy 600 rzutach (100 na ściankę) widać tylko kość, która wyrzuca jedną ściankę o ćwierć częściej lub bardziej; odchylenie o jedną dziesiątą wymaga około 4000 rzutów.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer players roll with the same dice generator as you, and their level never touches the dice: a stronger level only chooses better moves. Games played with physical dice are not counted here.</source>
        <translation>Gracze komputerowi rzucają tym samym generatorem kości co ty, a ich poziom w ogóle nie wpływa na kości: silniejszy poziom tylko lepiej wybiera ruchy. Partie z prawdziwymi kośćmi nie są tu liczone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Amator</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Strong</source>
        <translation>Silny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All rolls</source>
        <translation>Wszystkie rzuty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Human players</source>
        <translation>Gracze-ludzie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+44"/>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>All variants</source>
        <translation>Wszystkie warianty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All human players</source>
        <translation>Wszyscy gracze-ludzie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All time</source>
        <translation>Od początku</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>Ostatnie 7 dni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Ostatnie 30 dni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Ostatnie 12 miesięcy</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+19"/>
        <source>%1 (n = %2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>All games</source>
        <translation>Wszystkie partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Against humans only</source>
        <translation>Tylko przeciw ludziom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against computers of mixed levels</source>
        <translation>Przeciw komputerom różnych poziomów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against the computer: %1</source>
        <translation>Przeciw komputerowi: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>now %1 won in a row</source>
        <translation>teraz wygranych z rzędu: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now %1 without a win</source>
        <translation>teraz partii bez wygranej z rzędu: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no game finished yet</source>
        <translation>nie ukończono jeszcze żadnej partii</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best winning streak: %1 in a row; %2.</source>
        <translation>Najdłuższa seria wygranych: %1 z rzędu; %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures made: %1; captures suffered: %2; tokens lost to the third-six penalty: %3 (moves counted: %4).</source>
        <translation>Zbite pionki rywali: %1; twoje zbite pionki: %2; pionki stracone za trzecią szóstkę: %3 (policzone ruchy: %4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unfinished games (not counted above): %1.</source>
        <translation>Nieukończone partie (nieliczone powyżej): %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not enough rolls yet for a verdict (rolls so far: %1).</source>
        <translation>Na razie za mało rzutów na ocenę (rzutów: %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consistent with fair dice (rolls counted: %1).</source>
        <translation>Zgodne z uczciwymi kośćmi (policzone rzuty: %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unusual for fair dice (p = %1; rolls counted: %2): worth watching as more games are played.</source>
        <translation>Nietypowe dla uczciwych kości (p = %1; policzone rzuty: %2): warto obserwować w kolejnych partiach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Very unlikely with fair dice (p = %1; rolls counted: %2).</source>
        <translation>Bardzo mało prawdopodobne przy uczciwych kościach (p = %1; policzone rzuty: %2).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rolled</source>
        <translation>Wyrzucono</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected with fair dice</source>
        <translation>Oczekiwane przy uczciwych kościach</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>95% range of fair dice</source>
        <translation>Zakres 95% dla uczciwych kości</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Chi-square: X² = %1 with %2 degrees of freedom, p = %3 (faces counted: %4).</source>
        <translation>Chi-kwadrat: X² = %1 przy %2 stopniach swobody, p = %3 (policzone ścianki: %4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubles: %1, that is %2 (fair dice: %3), p = %4 (two-dice rolls: %5).</source>
        <translation>Dublety: %1, czyli %2 (uczciwe kości: %3), p = %4 (rzuty dwiema kośćmi: %5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Longest run of rolls without one that brings a token out: %1 (fair dice: about %2), p = %3 (player-games: %4).</source>
        <translation>Najdłuższa seria rzutów bez wyjścia pionka z gniazda: %1 (uczciwe kości: około %2), p = %3 (graczy w partiach: %4).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No game on the board.</source>
        <translation>Na planszy nie ma partii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working out the chances…</source>
        <translation>Obliczanie szans…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The record of this game cannot be charted.</source>
        <translation>Z zapisu tej partii nie da się narysować wykresów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a point of a chart to replay the game from there.</source>
        <translation>Kliknij punkt wykresu, aby odtworzyć partię od tego miejsca.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Export chart</source>
        <translation>Eksport wykresu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart could not be saved.</source>
        <translation>Nie udało się zapisać wykresu.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Export rolls</source>
        <translation>Eksport rzutów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rolls could not be saved: %1</source>
        <translation>Nie udało się zapisać rzutów: %1</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../parchis_desktop/ui/texts/game.py" line="+19"/>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Fioletowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyan</source>
        <translation>Błękitny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Brązowy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parchís (Polish rules)</source>
        <translation>Parchís (zasady polskie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís (Spanish classic)</source>
        <translation>Parchís (klasyczny hiszpański)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian parchís</source>
        <translation>Parchís rosyjski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pachisi</source>
        <translation>Pachisi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the nest</source>
        <translation>gniazdo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the goal</source>
        <translation>meta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>home %1</source>
        <translation>domek %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rest cell %1</source>
        <translation>pole odpoczynku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the mirror</source>
        <translation>lustro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the arrow cell</source>
        <translation>pole strzałki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prison of %1</source>
        <translation>niewola u gracza „%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 brings a token out (%2)</source>
        <translation>%1 wprowadza pionek do gry (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2: %3 → %4</source>
        <translation>%1 przesuwa o %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves %2 (%3): %4 → %5</source>
        <translation>%1 przesuwa o %2 (%3): %4 → %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rolled a third six: the token on %2 goes back to the nest</source>
        <translation>%1 wyrzuca trzecią szóstkę: pionek z pola %2 wraca do gniazda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves %2: %3 → rest cell beside %4</source>
        <translation>%1 przesuwa o %2: %3 → pole odpoczynku przy %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 jumps across the mirror with a %2: %3 → %4</source>
        <translation>%1 skacze przez lustro z %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 spends 1:1 to swap into the rest cell beside %2</source>
        <translation>%1 wydaje 1:1 na zamianę na polu odpoczynku przy %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ransoms a token from %2 with a 6</source>
        <translation>%1 wykupuje pionek z niewoli u gracza „%2” za 6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes the gift of 6: brings a token out</source>
        <translation>%1 bierze prezent 6: wprowadza pionek do gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the gift of 6: %2 → %3</source>
        <translation>%1 bierze prezent 6: %2 → %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 frees a token held by %2 (exchange)</source>
        <translation>%1 uwalnia swój pionek z niewoli u gracza „%2” (wymiana)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 exchange prisoners: each gets their own token back</source>
        <translation>%1 i %2 wymieniają się jeńcami: każdy odzyskuje swój pionek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hands %2&apos;s token, a prisoner, to %3 and gets their own token back</source>
        <translation>%1 oddaje graczowi „%3” jeńca gracza „%2” i odzyskuje swój pionek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes the reward of the third double: %2 → %3</source>
        <translation>%1 bierze nagrodę za trzeci dublet: %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declines the reward</source>
        <translation>%1 odrzuca nagrodę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings a token back from the arrow cell to the nest</source>
        <translation>%1 zabiera pionka z pola strzałki do gniazda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves a token off the mirror with a 6</source>
        <translation>%1 schodzi pionkiem z lustra szóstką</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, captures %1</source>
        <translation>, zbija pionek gracza „%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and reaches the goal</source>
        <translation> i dociera do mety</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Decline the reward</source>
        <translation>Odrzuć nagrodę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange: free your token held by %1</source>
        <translation>Wymiana: uwolnij swój pionek z niewoli u gracza „%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange: your %1 prisoner for your token held by %2</source>
        <translation>Wymiana: jeniec gracza „%1” za twój pionek w niewoli u gracza „%2”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The goal must be reached by the exact count: this token can move at most %1.</source>
        <translation>Na metę trzeba wejść dokładnym rzutem: ten pionek może przejść najwyżej %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token on square %1 is in the way: tokens may not jump over others.</source>
        <translation>Na polu %1 stoi pionek: nie wolno przeskakiwać innych pionków.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A blockade on square %1 is in the way: nobody may pass it.</source>
        <translation>Na drodze stoi blokada na polu %1: nikt nie może jej przekroczyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 already holds two tokens.</source>
        <translation>Na polu %1 stoją już dwa pionki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 is safe and held by an opponent: you cannot land there.</source>
        <translation>Pole %1 jest bezpieczne i zajmuje je przeciwnik: nie możesz tam stanąć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your start square %1 is full.</source>
        <translation>Twoje pole startowe %1 jest już pełne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opponent&apos;s blockade stands on your start square %1.</source>
        <translation>Na twoim polu startowym %1 stoi blokada przeciwnika.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token leaves the nest only with a %1.</source>
        <translation>Pionek wychodzi z gniazda tylko po wyrzuceniu %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Teraz nie jest kolej tego gracza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice first.</source>
        <translation>Najpierw rzuć kośćmi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token has reached the goal.</source>
        <translation>Ten pionek jest już na mecie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A third six in a row is not played.</source>
        <translation>Trzecią szóstką z rzędu się nie gra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bringing a token out is compulsory when you can.</source>
        <translation>Jeśli możesz wprowadzić pionek do gry, musisz to zrobić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a six you must open one of your blockades.</source>
        <translation>Po wyrzuceniu szóstki musisz otworzyć jedną ze swoich blokad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must use as much of the roll as possible, and this move would waste a die.</source>
        <translation>Musisz wykorzystać jak najwięcej z rzutu, a ten ruch zmarnowałby jedną kość.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your blockade on square %1 has stood %2 turns: open it first.</source>
        <translation>Twoja blokada na polu %1 stoi już maksymalną liczbę tur (%2): najpierw ją otwórz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token goes home only by the exact count to the innermost free home cell.</source>
        <translation>Pionek wchodzi do domu tylko po dokładnej liczbie oczek, na najdalsze wolne pole domu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 holds your own token: tokens do not stack here.</source>
        <translation>Na polu %1 stoi twój pionek: tu pionków nie można stawiać na sobie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one die can be played, so it must be the larger one (%1).</source>
        <translation>Można zagrać tylko jedną kością, więc musi to być większa (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a 3 on a mirror corner, the backward diagonal jump is compulsory.</source>
        <translation>Z trójką na rogu lustra skok po przekątnej do tyłu jest obowiązkowy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing is compulsory: play a move that captures.</source>
        <translation>Bicie jest obowiązkowe: wykonaj ruch, który bije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This resting token is covered: square %1 beside it is taken.</source>
        <translation>Odpoczywający pionek jest zasłonięty: sąsiednie pole %1 jest zajęte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A prisoner is ransomed with a 6.</source>
        <translation>Jeńca wykupuje się szóstką.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token on the mirror needs a 6 to move.</source>
        <translation>Pionek na lustrze potrzebuje szóstki, by się ruszyć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one token comes out per roll.</source>
        <translation>W jednym rzucie wychodzi tylko jeden pionek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other die belongs to the token just brought out.</source>
        <translation>Druga kość należy do pionka, który właśnie wyszedł.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens at home never move again.</source>
        <translation>Pionki w domu już się nie ruszają.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roll is used up.</source>
        <translation>Rzut został już wykorzystany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reward takes a token from the track or a rest cell straight home.</source>
        <translation>Nagroda przenosi pionek z toru lub pola odpoczynku prosto do domu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who can move must, and no other move is legal with this roll.</source>
        <translation>Kto może wykonać ruch, musi go wykonać, a przy tym rzucie nie ma innego ruchu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The gift of 6 is played by the capturer, not by this token.</source>
        <translation>Prezent 6 oczek rozgrywa gracz, który zbił, a nie ten pionek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token cannot move now.</source>
        <translation>Tym pionkiem nie można teraz ruszyć.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>it sets an opponent back</source>
        <translation>cofa rywala</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more tokens in play give more choices</source>
        <translation>więcej pionków w grze to więcej możliwości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a freed token can race again</source>
        <translation>uwolniony pionek wraca do gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the mirror saves many squares</source>
        <translation>lustro skraca drogę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is the only move the rules allow</source>
        <translation>zasady nie pozwalają na inny ruch</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>it reaches safety</source>
        <translation>dochodzi w bezpieczne miejsce</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>%1 moves %2 as a bonus: %3 → %4</source>
        <translation>%1 przesuwa o %2 (premia): %3 → %4</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Exchange: hand your %1 prisoner to %2 for your token they hold</source>
        <translation>Wymiana: oddaj graczowi „%2” jeńca gracza „%1” za swój pionek w jego niewoli</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>it escapes a threat</source>
        <translation>ucieka przed zagrożeniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it builds a blockade</source>
        <translation>buduje blokadę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it heads home</source>
        <translation>zmierza do domu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it makes the best progress</source>
        <translation>to najlepszy postęp</translation>
    </message>
</context>
<context>
    <name>TutorialWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/help/tutorial.py" line="+199"/>
        <source>Parchís Desktop: tutorial</source>
        <translation>Parchís Desktop: samouczek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Roll the lesson dice</source>
        <translation>&amp;Rzuć kośćmi lekcji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H&amp;int</source>
        <translation>Podp&amp;owiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;again</source>
        <translation>Od &amp;nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule &amp;page</source>
        <translation>&amp;Zasada</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Some lesson files could not be used and were skipped:</source>
        <translation>Niektórych plików lekcji nie dało się użyć i zostały pominięte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>… and %1 more.</source>
        <translation>… i %1 więcej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your tutorial progress file was damaged: it was set aside and your progress starts again.</source>
        <translation>Plik z twoimi postępami w samouczku był uszkodzony: odłożono go na bok, a postępy zaczynają się od nowa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No lesson could be opened.</source>
        <translation>Nie udało się otworzyć żadnej lekcji.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(score %1/%2)</source>
        <translation>(wynik %1/%2)</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Question %1 of %2</source>
        <translation>Pytanie %1 z %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next lesson</source>
        <translation>Następna &amp;lekcja</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Common rules (Parchís)</source>
        <translation>Zasady wspólne (parchís)</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>Done</source>
        <translation>Ukończona</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not done yet</source>
        <translation>Jeszcze nieukończona</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>The lesson dice are used up. Start again.</source>
        <translation>Kości lekcji się skończyły. Zacznij od nowa.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+5"/>
        <source>Lesson dice: %1</source>
        <translation>Kości lekcji: %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>(left: %1)</source>
        <translation>(zostało: %1)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Roll the lesson dice first.</source>
        <translation>Najpierw rzuć kośćmi lekcji.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This token cannot move now.</source>
        <translation>Tym pionkiem nie można się teraz ruszyć.</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+66"/>
        <source>This move cannot reach the lesson&apos;s goal.</source>
        <translation>Ten ruch nie prowadzi do celu lekcji.</translation>
    </message>
    <message>
        <location line="-378"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lekcje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Lekcje</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>&amp;Next step</source>
        <translation>Następny &amp;krok</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+223"/>
        <source>Roll the lesson dice (Space).</source>
        <translation>Rzuć kośćmi lekcji (spacja).</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Good. Now play the rest of the roll: %1.</source>
        <translation>Dobrze. Teraz zagraj resztę rzutu: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good. Go on.</source>
        <translation>Dobrze. Graj dalej.</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+55"/>
        <location line="+13"/>
        <source>Not this one: %1 Try again.</source>
        <translation>Nie ten ruch: %1 Spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>This is not the answer.</source>
        <translation>To nie ta odpowiedź.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Click the token that answers the question.</source>
        <translation>Kliknij pionek, który odpowiada na pytanie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try this: %1.</source>
        <translation>Spróbuj tak: %1.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Right!</source>
        <translation>Dobrze!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right, at a later try.</source>
        <translation>Dobrze, ale nie za pierwszym razem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your score: %1 of %2 right at the first try.</source>
        <translation>Twój wynik: %1 z %2 dobrze za pierwszym razem.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game is on in the main window. Hints are shown there for each of your moves.</source>
        <translation>Partia toczy się w oknie głównym. Tam też przy każdym twoim ruchu pojawia się podpowiedź.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>You won!</source>
        <translation>Wygrałeś!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Beginner won this time.</source>
        <translation>Tym razem wygrał Początkujący.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../parchis_desktop/ui/help/welcome.py" line="+26"/>
        <source>Welcome to Parchís Desktop</source>
        <translation>Witaj w Parchís Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parchís, the Spanish classic, Russian parchís and Pachisi: race your tokens home, capture your opponents and block their way. New to these games? The tutorial teaches them move by move, and F1 opens the rules at any time.</source>
        <translation>Parchís, klasyczny hiszpański, rosyjski parchís i pachisi: prowadź pionki do domu, zbijaj przeciwników i zagradzaj im drogę. Pierwszy raz? Samouczek nauczy cię ruch po ruchu, a F1 w każdej chwili otworzy zasady.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Learn to play (tutorial)</source>
        <translation>&amp;Naucz się grać (samouczek)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the &amp;rules</source>
        <translation>Przeczytaj &amp;zasady</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Just play</source>
        <translation>&amp;Po prostu graj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Don&apos;t show again</source>
        <translation>Nie pokazuj &amp;więcej</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <location filename="../parchis_desktop/ui/review/charts.py" line="-156"/>
        <source>Turn</source>
        <extracomment>Each class&apos;s marker: (light-theme colour, dark-theme colour, symbol, size). The colours are Okabe–Ito&apos;s (colour-blind safe), lightened on a dark background; the shapes differ too. The markers&apos; shapes in the chart&apos;s key, as text (pyqtgraph&apos;s star, o, t, s, d). The seats&apos; line styles (statistics.CHART_DASHES) in the key.</extracomment>
        <translation>Tura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to win (%) before each decision</source>
        <translation>Szansa na wygraną (%) przed każdą decyzją</translation>
    </message>
</context>
</TS>
