"""The game window's room: the main window (and its menus), the controller that owns the game,
the seats' players, the move input, the side panel with its log and dice, the computer
players' driver, hints, sound and announcements."""
