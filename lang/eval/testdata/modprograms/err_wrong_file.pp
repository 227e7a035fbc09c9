include broken::elsewhere
