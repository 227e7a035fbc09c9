include broken::syntax
