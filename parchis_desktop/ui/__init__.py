"""Qt user interface of Parchís Desktop."""
from .pyside_start import quicken_feature_check

quicken_feature_check()   # PySide6's check of every module imported after it, without getsource
