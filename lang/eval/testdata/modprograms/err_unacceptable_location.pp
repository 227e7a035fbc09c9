include broken::misplaced
