<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>BoardView</name>
    <message>
        <location filename="../parchis_desktop/ui/board_scene.py" line="+1173"/>
        <source>Game board</source>
        <extracomment>Scene units per grid cell. Radius of a lone token, in cells. Width of the board&apos;s rim around the grid, in cells. Free space around the rim (its drop shadow), in cells. Milliseconds per square walked (the total is compressed a little for long moves).</extracomment>
        <translation>Игровое поле</translation>
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
        <translation>Кубики</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not rolled</source>
        <translation>Кубики ещё не брошены</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolled {0}</source>
        <translation>Выпало: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>played: {0}</source>
        <translation>использовано: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bonus: {0}</source>
        <translation>бонус: {0}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="+196"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play again</source>
        <translation>&amp;Сыграть ещё раз</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Загрузить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo to my last turn</source>
        <translation>&amp;Отменить до моего хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Без звука</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Parchís Desktop</source>
        <translation>&amp;О программе Parchís Desktop</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Who starts: %1</source>
        <translation>Кто ходит первым: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 starts.</source>
        <translation>Первым ходит %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game loaded.</source>
        <translation>Игра загружена.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not load %1: %2</source>
        <translation>Не удалось загрузить %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1.</source>
        <translation>Игра сохранена: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые игры (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load game</source>
        <translation>Загрузить игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games and positions (*.json);;All files (*)</source>
        <translation>Сохранённые игры и позиции (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Не удалось восстановить автосохранённую игру: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resume game?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unfinished game was saved when you left. Resume it?</source>
        <translation>При выходе была сохранена незаконченная игра. Продолжить её?</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Undone: back to the start of your turn.</source>
        <translation>Отменено: вы снова в начале своего хода.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>About Parchís Desktop</source>
        <translation>О программе Parchís Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís Desktop: Parchís, Russian parchís and Pachisi against the computer or friends at one screen. Works fully offline.</source>
        <translation>Parchís Desktop — парчис, русский парчис и пачиси против компьютера или с друзьями за одним экраном. Работает полностью без интернета.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 rolls %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 cannot move and passes.</source>
        <translation>%1 не может сходить и пропускает ход.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins the game!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Click a glowing token to move it (or use the arrow keys and Enter).</source>
        <translation>Щёлкните по светящейся фишке, чтобы сходить ею (или стрелки и Enter).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the dice: click the button or press Space.</source>
        <translation>Бросьте кубики: нажмите кнопку или пробел.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No legal move with this roll.</source>
        <translation>С таким броском ходить некуда.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Roll the dice first (Space).</source>
        <translation>Сначала бросьте кубики (пробел).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This token cannot move now.</source>
        <translation>Этой фишкой сейчас ходить нельзя.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose where to go: click a marked square (or arrows and Enter). Esc cancels.</source>
        <translation>Выберите, куда идти: щёлкните по отмеченной клетке (или стрелки и Enter). Esc — отмена.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="-173"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроков:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats (the colour is the seat)</source>
        <translation>Места (цвет обозначает место)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty</source>
        <translation>Пусто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>At least two seats must be taken.</source>
        <translation>Нужно занять хотя бы два места.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../parchis_desktop/ui/saves.py" line="+28"/>
        <source>the file is too large to be a saved game (%1 KiB)</source>
        <translation>файл слишком велик для сохранённой игры (%1 КиБ)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the file is nested too deeply to be a saved game</source>
        <translation>файл слишком глубоко вложен для сохранённой игры</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the file is not valid JSON (it may be damaged)</source>
        <translation>файл не является корректным JSON (возможно, он повреждён)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the position in the file is invalid: %1</source>
        <translation>позиция в файле неверна: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rules in the file are invalid: %1</source>
        <translation>правила в файле неверны: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a saved game</source>
        <translation>файл не является сохранённой игрой</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file cannot be read (%1)</source>
        <translation>файл не удаётся прочитать (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../parchis_desktop/ui/dialogs.py" line="+12"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instant (no animation)</source>
        <translation>Мгновенная (без анимации)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sound effects</source>
        <translation>Звуковые эффекты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pause</source>
        <translation>Без паузы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Short</source>
        <translation>Короткая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long</source>
        <translation>Длинная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very long</source>
        <translation>Очень длинная</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer &amp;pause between moves:</source>
        <translation>&amp;Пауза компьютера между ходами:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Expert thinking time:</source>
        <translation>&amp;Время раздумий эксперта:</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../parchis_desktop/ui/side_panel.py" line="+77"/>
        <source>Roll the dice (Space)</source>
        <translation>Бросить кубики (пробел)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> (modified)</source>
        <translation> (изменены)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>computer: %1</source>
        <translation>компьютер: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>human</source>
        <translation>человек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2/%3 home</source>
        <translation>%1 · на финише %2/%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place %1</source>
        <translation>%1-е место</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to roll</source>
        <translation>%1 бросает кубики</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <translation>%1 ходит</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>любитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../parchis_desktop/ui/texts.py" line="+18"/>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parchís (Polish rules)</source>
        <translation>Парчис (польские правила)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parchís (Spanish classic)</source>
        <translation>Парчис (классический испанский)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian parchís</source>
        <translation>Русский парчис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pachisi</source>
        <translation>Пачиси</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the nest</source>
        <translation>база</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the goal</source>
        <translation>финиш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>home %1</source>
        <translation>дом %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 brings a token out (%2)</source>
        <translation>%1 выводит фишку из базы (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2: %3 → %4</source>
        <translation>%1 ходит на %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves %2 (%3): %4 → %5</source>
        <translation>%1 ходит на %2 (%3): %4 → %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 counts a bonus of %2: %3 → %4</source>
        <translation>%1 использует бонус %2: %3 → %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 rolled a third six: the token on %2 goes back to the nest</source>
        <translation>%1 выбрасывает третью шестёрку: фишка с клетки %2 возвращается в базу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, captures %1</source>
        <translation>, рубит фишку (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> and reaches the goal</source>
        <translation> и доходит до финиша</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The goal must be reached by the exact count: this token can move at most %1.</source>
        <translation>На финиш нужно прийти точным броском: эта фишка может пройти не больше %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A blockade on square %1 is in the way: nobody may pass it.</source>
        <translation>На пути блокада на клетке %1: через неё никто не проходит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 already holds two tokens.</source>
        <translation>На клетке %1 уже стоят две фишки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Square %1 is safe and held by an opponent: you cannot land there.</source>
        <translation>Клетка %1 безопасная, и её занял соперник: встать туда нельзя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your start square %1 is full.</source>
        <translation>Ваша стартовая клетка %1 уже заполнена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An opponent&apos;s blockade stands on your start square %1.</source>
        <translation>На вашей стартовой клетке %1 стоит блокада соперника.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token leaves the nest only with a %1.</source>
        <translation>Фишка выходит из базы, только если выпало %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not this player&apos;s turn.</source>
        <translation>Сейчас не ход этого игрока.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice first.</source>
        <translation>Сначала бросьте кубики.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token has reached the goal.</source>
        <translation>Эта фишка уже на финише.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A third six in a row is not played.</source>
        <translation>Третьей шестёркой подряд не ходят.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bringing a token out is compulsory when you can.</source>
        <translation>Если можно вывести фишку из базы, это обязательно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a six you must open one of your blockades.</source>
        <translation>При шестёрке нужно разбить одну из своих блокад.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must use as much of the roll as possible, and this move would waste a die.</source>
        <translation>Бросок нужно использовать как можно полнее, а этот ход потратит кубик впустую.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token cannot move now.</source>
        <translation>Этой фишкой сейчас ходить нельзя.</translation>
    </message>
</context>
</TS>
