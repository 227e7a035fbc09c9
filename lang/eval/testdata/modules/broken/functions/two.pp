function broken::two() { 1 }
function broken::two::more() { 2 }
