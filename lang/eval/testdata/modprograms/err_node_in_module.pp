include broken::nodes
