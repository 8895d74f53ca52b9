"""The history windows: statistics (charts and career figures) and the replay."""
