include broken::toplevel
