class a inherits nosuch { }
include a
