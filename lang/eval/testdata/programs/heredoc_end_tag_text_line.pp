$x = @(END)
this END is not the end
END
notice($x)
