notice("top level")
class broken::toplevel {}
