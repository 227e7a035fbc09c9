node a inherits default { }
