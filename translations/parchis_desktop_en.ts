<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardView</name>
    <message>
        <location filename="../parchis_desktop/ui/board_scene.py" line="+1173"/>
        <source>Game board</source>
        <extracomment>Scene units per grid cell. Radius of a lone token, in cells. Width of the board&apos;s rim around the grid, in cells. Free space around the rim (its drop shadow), in cells. Milliseconds per square walked (the total is compressed a little for long moves).</extracomment>
        <translation>Game board</translation>
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
        <translation>Dice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rolled</source>
        <translation>Not rolled</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled {0}</source>
        <translation>Rolled {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>played: {0}</source>
        <translation>played: {0}</translation>
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
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Load…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo to my last turn</source>
        <translation>&amp;Undo to my last turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Mute sound</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Parchís Desktop</source>
        <translation>&amp;About Parchís Desktop</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Who starts: %1</source>
        <translation>Who starts: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 starts.</source>
        <translation>%1 starts.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game loaded.</source>
        <translation>Game loaded.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load %1: %2</source>
        <translation>Could not load %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save: %1</source>
        <translation>Could not save: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load game</source>
        <translation>Load game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games and positions (*.json);;All files (*)</source>
        <translation>Saved games and positions (*.json);;All files (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>The autosaved game could not be restored: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resume game?</source>
        <translation>Resume game?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished game was saved when you left. Resume it?</source>
        <translation>An unfinished game was saved when you left. Resume it?</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Undone: back to the start of your turn.</source>
        <translation>Undone: back to the start of your turn.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>About Parchís Desktop</source>
        <translation>About Parchís Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís Desktop: Parchís, Russian parchís and Pachisi against the computer or friends at one screen. Works fully offline.</source>
        <translation>Parchís Desktop: Parchís, Russian parchís and Pachisi against the computer or friends at one screen. Works fully offline.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 rolls %2</source>
        <translation>%1 rolls %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot move and passes.</source>
        <translation>%1 cannot move and passes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins the game!</source>
        <translation>%1 wins the game!</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Click a glowing token to move it (or use the arrow keys and Enter).</source>
        <translation>Click a glowing token to move it (or use the arrow keys and Enter).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the dice: click the button or press Space.</source>
        <translation>Roll the dice: click the button or press Space.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No legal move with this roll.</source>
        <translation>No legal move with this roll.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Roll the dice first (Space).</source>
        <translation>Roll the dice first (Space).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This token cannot move now.</source>
        <translation>This token cannot move now.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose where to go: click a marked square (or arrows and Enter). Esc cancels.</source>
        <translation>Choose where to go: click a marked square (or arrows and Enter). Esc cancels.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="-173"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats (the colour is the seat)</source>
        <translation>Seats (the colour is the seat)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Casual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>At least two seats must be taken.</source>
        <translation>At least two seats must be taken.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../parchis_desktop/ui/saves.py" line="+28"/>
        <source>the file is too large to be a saved game (%1 KiB)</source>
        <translation>the file is too large to be a saved game (%1 KiB)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the file is nested too deeply to be a saved game</source>
        <translation>the file is nested too deeply to be a saved game</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the file is not valid JSON (it may be damaged)</source>
        <translation>the file is not valid JSON (it may be damaged)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the position in the file is invalid: %1</source>
        <translation>the position in the file is invalid: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rules in the file are invalid: %1</source>
        <translation>the rules in the file are invalid: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a saved game</source>
        <translation>the file is not a saved game</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file cannot be read (%1)</source>
        <translation>the file cannot be read (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="+12"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant (no animation)</source>
        <translation>Instant (no animation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animation speed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sound effects</source>
        <translation>Play sound effects</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound:</source>
        <translation>Sound:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pause</source>
        <translation>No pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Short</source>
        <translation>Short</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very long</source>
        <translation>Very long</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer &amp;pause between moves:</source>
        <translation>Computer &amp;pause between moves:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Expert thinking time:</source>
        <translation>&amp;Expert thinking time:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../parchis_desktop/ui/side_panel.py" line="+77"/>
        <source>Roll the dice (Space)</source>
        <translation>Roll the dice (Space)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> (modified)</source>
        <translation> (modified)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>computer: %1</source>
        <translation>computer: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2/%3 home</source>
        <translation>%1 · %2/%3 home</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to roll</source>
        <translation>%1 to roll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 to move</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>casual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../parchis_desktop/ui/texts.py" line="+18"/>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parchís (Polish rules)</source>
        <translation>Parchís (Polish rules)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís (Spanish classic)</source>
        <translation>Parchís (Spanish classic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian parchís</source>
        <translation>Russian parchís</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pachisi</source>
        <translation>Pachisi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the nest</source>
        <translation>the nest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the goal</source>
        <translation>the goal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>home %1</source>
        <translation>home %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 brings a token out (%2)</source>
        <translation>%1 brings a token out (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2: %3 → %4</source>
        <translation>%1 moves %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves %2 (%3): %4 → %5</source>
        <translation>%1 moves %2 (%3): %4 → %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 counts a bonus of %2: %3 → %4</source>
        <translation>%1 counts a bonus of %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled a third six: the token on %2 goes back to the nest</source>
        <translation>%1 rolled a third six: the token on %2 goes back to the nest</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, captures %1</source>
        <translation>, captures %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and reaches the goal</source>
        <translation> and reaches the goal</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The goal must be reached by the exact count: this token can move at most %1.</source>
        <translation>The goal must be reached by the exact count: this token can move at most %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A blockade on square %1 is in the way: nobody may pass it.</source>
        <translation>A blockade on square %1 is in the way: nobody may pass it.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 already holds two tokens.</source>
        <translation>Square %1 already holds two tokens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 is safe and held by an opponent: you cannot land there.</source>
        <translation>Square %1 is safe and held by an opponent: you cannot land there.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your start square %1 is full.</source>
        <translation>Your start square %1 is full.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opponent&apos;s blockade stands on your start square %1.</source>
        <translation>An opponent&apos;s blockade stands on your start square %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token leaves the nest only with a %1.</source>
        <translation>A token leaves the nest only with a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>It is not this player&apos;s turn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice first.</source>
        <translation>Roll the dice first.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token has reached the goal.</source>
        <translation>This token has reached the goal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A third six in a row is not played.</source>
        <translation>A third six in a row is not played.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bringing a token out is compulsory when you can.</source>
        <translation>Bringing a token out is compulsory when you can.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a six you must open one of your blockades.</source>
        <translation>With a six you must open one of your blockades.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must use as much of the roll as possible, and this move would waste a die.</source>
        <translation>You must use as much of the roll as possible, and this move would waste a die.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token cannot move now.</source>
        <translation>This token cannot move now.</translation>
    </message>
</context>
</TS>
