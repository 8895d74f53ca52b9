<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>BoardView</name>
    <message>
        <location filename="../parchis_desktop/ui/board_scene.py" line="+1173"/>
        <source>Game board</source>
        <extracomment>Scene units per grid cell. Radius of a lone token, in cells. Width of the board&apos;s rim around the grid, in cells. Free space around the rim (its drop shadow), in cells. Milliseconds per square walked (the total is compressed a little for long moves).</extracomment>
        <translation>Plansza</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../parchis_desktop/ui/dice_widget.py" line="+305"/>
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
        <location filename="../parchis_desktop/ui/dialogs.py" line="+196"/>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 wygrywa!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../parchis_desktop/ui/main_window.py" line="+155"/>
        <source>Parchís Desktop</source>
        <translation>Parchís Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
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
        <location line="+1"/>
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
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Parchís Desktop</source>
        <translation>&amp;O programie Parchís Desktop</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Who starts: %1</source>
        <translation>Kto zaczyna: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 starts.</source>
        <translation>Zaczyna %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game loaded.</source>
        <translation>Wczytano grę.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load %1: %2</source>
        <translation>Nie udało się wczytać %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save: %1</source>
        <translation>Nie udało się zapisać: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1.</source>
        <translation>Zapisano grę: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Zapisane gry (*.json)</translation>
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
        <location line="+13"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Nie udało się przywrócić automatycznie zapisanej gry: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resume game?</source>
        <translation>Wznowić grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished game was saved when you left. Resume it?</source>
        <translation>Przy wyjściu zapisano niedokończoną grę. Wznowić ją?</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Undone: back to the start of your turn.</source>
        <translation>Cofnięto: wracasz do początku swojej tury.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>About Parchís Desktop</source>
        <translation>O programie Parchís Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís Desktop: Parchís, Russian parchís and Pachisi against the computer or friends at one screen. Works fully offline.</source>
        <translation>Parchís Desktop: parchís, rosyjski parchís i pachisi przeciwko komputerowi lub ze znajomymi przy jednym ekranie. Działa całkowicie offline.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 rolls %2</source>
        <translation>%1 wyrzuca %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot move and passes.</source>
        <translation>%1 nie ma ruchu i pasuje.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins the game!</source>
        <translation>%1 wygrywa partię!</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Click a glowing token to move it (or use the arrow keys and Enter).</source>
        <translation>Kliknij podświetlony pionek, aby nim ruszyć (lub strzałki i Enter).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the dice: click the button or press Space.</source>
        <translation>Rzuć kośćmi: kliknij przycisk lub naciśnij spację.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No legal move with this roll.</source>
        <translation>Przy tym rzucie nie ma dozwolonego ruchu.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Roll the dice first (Space).</source>
        <translation>Najpierw rzuć kośćmi (spacja).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This token cannot move now.</source>
        <translation>Tym pionkiem nie można teraz ruszyć.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose where to go: click a marked square (or arrows and Enter). Esc cancels.</source>
        <translation>Wybierz, dokąd iść: kliknij zaznaczone pole (lub strzałki i Enter). Esc anuluje.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="-173"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats (the colour is the seat)</source>
        <translation>Miejsca (kolor oznacza miejsce)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
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
        <location line="+24"/>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>At least two seats must be taken.</source>
        <translation>Zajęte muszą być co najmniej dwa miejsca.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../parchis_desktop/ui/saves.py" line="+28"/>
        <source>the file is too large to be a saved game (%1 KiB)</source>
        <translation>plik jest za duży jak na zapisaną grę (%1 KiB)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the file is nested too deeply to be a saved game</source>
        <translation>plik jest zbyt głęboko zagnieżdżony jak na zapisaną grę</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the file is not valid JSON (it may be damaged)</source>
        <translation>plik nie jest poprawnym JSON-em (może być uszkodzony)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the position in the file is invalid: %1</source>
        <translation>pozycja w pliku jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rules in the file are invalid: %1</source>
        <translation>zasady w pliku są nieprawidłowe: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a saved game</source>
        <translation>plik nie jest zapisaną grą</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file cannot be read (%1)</source>
        <translation>nie można odczytać pliku (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="+12"/>
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
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../parchis_desktop/ui/side_panel.py" line="+77"/>
        <source>Roll the dice (Space)</source>
        <translation>Rzuć kośćmi (spacja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> (modified)</source>
        <translation> (zmienione)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>computer: %1</source>
        <translation>komputer: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human</source>
        <translation>człowiek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2/%3 home</source>
        <translation>%1 · na mecie %2/%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place %1</source>
        <translation>%1. miejsce</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+9"/>
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
    <name>Texts</name>
    <message>
        <location filename="../parchis_desktop/ui/texts.py" line="+18"/>
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
        <location line="+12"/>
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
        <location line="+4"/>
        <source>%1 counts a bonus of %2: %3 → %4</source>
        <translation>%1 wykorzystuje bonus %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled a third six: the token on %2 goes back to the nest</source>
        <translation>%1 wyrzuca trzecią szóstkę: pionek z pola %2 wraca do gniazda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, captures %1</source>
        <translation>, zbija pionek (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and reaches the goal</source>
        <translation> i dociera do mety</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The goal must be reached by the exact count: this token can move at most %1.</source>
        <translation>Na metę trzeba wejść dokładnym rzutem: ten pionek może przejść najwyżej %1.</translation>
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
        <source>This token cannot move now.</source>
        <translation>Tym pionkiem nie można teraz ruszyć.</translation>
    </message>
</context>
</TS>
