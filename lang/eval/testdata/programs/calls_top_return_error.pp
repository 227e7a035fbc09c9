notice(1)
return(1)
notice(2)
