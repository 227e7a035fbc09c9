Resource['::notify'] { 'x': }
