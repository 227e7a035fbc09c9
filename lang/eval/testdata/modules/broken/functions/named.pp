function broken::wrongname() { 1 }
