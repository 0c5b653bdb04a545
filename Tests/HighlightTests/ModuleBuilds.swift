import Highlight
