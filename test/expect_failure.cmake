# Runs COMMAND (a ;-list) and passes only if it fails (non-zero exit) and its
# output matches the regular expression EXPECTED.
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(result EQUAL 0)
  message(FATAL_ERROR "expected a failure, but the command succeeded:\n${all}")
endif()
if(NOT all MATCHES "${EXPECTED}")
  message(FATAL_ERROR "the command failed, but without the expected message /${EXPECTED}/:\n${all}")
endif()
if(all MATCHES "result: ")
  message(FATAL_ERROR "the program computed a result before stopping:\n${all}")
endif()
message(STATUS "failed as expected:\n${all}")
