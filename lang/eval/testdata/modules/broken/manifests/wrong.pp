class broken::wrong {}
class broken::elsewhere {}
