import DiffView
