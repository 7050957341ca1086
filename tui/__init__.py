"""degaine's terminal UI and command line. Textual is imported only by the app itself."""
